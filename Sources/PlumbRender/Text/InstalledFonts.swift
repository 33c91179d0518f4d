import CPangoCairo
import Foundation

/// The fonts text may be drawn in: those `scripts/install-deps.sh` installs, found with the system's rules for
/// them but never the machine's other fonts nor the user's configuration (`FONTCONFIG_FILE`, `~/.config/fontconfig`,
/// `local.conf`), so the same scene gives the same pixels on every machine set up so. A measurer given a family
/// (`--font`) asks the machine's fontconfig instead: that family is the machine's.
enum InstalledFonts {
    /// The folders the set-up's font packages install into (fonts-inter, fonts-dejavu-*, fonts-droid-fallback,
    /// fonts-noto-color-emoji).
    static let folders = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts-droid-fallback/truetype", "/usr/share/fonts/truetype/noto",
    ]
    /// The system's rules (hinting, bitmap scaling, generic families) are read from here, without the two that
    /// include a user's or a machine's own configuration.
    static let rulesFolder = "/etc/fonts/conf.d"
    static let personalRules: Set = ["50-user.conf", "51-local.conf"]

    /// A fontconfig configuration of the installed fonts alone; nil when none of their folders exists (a machine
    /// not set up: text is then drawn in whatever fontconfig finds, as Troubleshooting.md says).
    ///
    /// `nonisolated(unsafe)`, and safe: Swift runs a static's initializer once, under a lock; the configuration is
    /// never changed after it is built, and fontconfig (since 2.10) lets any thread's font map read one.
    nonisolated(unsafe) static let configuration: OpaquePointer? = {
        let fileManager = FileManager.default
        let present = folders.filter { fileManager.fileExists(atPath: $0) }
        guard !present.isEmpty, let config = FcConfigCreate() else { return nil }
        let rules = ((try? fileManager.contentsOfDirectory(atPath: rulesFolder)) ?? [])
            .filter { $0.hasSuffix(".conf") && !personalRules.contains($0) }.sorted()
        var xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n"
        xml += present.map { "  <dir>\(escaped($0))</dir>\n" }.joined()
        xml += rules.map { "  <include ignore_missing=\"yes\">\(escaped(rulesFolder + "/" + $0))</include>\n" }.joined()
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n</fontconfig>\n"
        guard FcConfigParseAndLoadFromMemory(config, Array(xml.utf8) + [0], FcBool(FcTrue)) == FcBool(FcTrue), FcConfigBuildFonts(config) == FcBool(FcTrue) else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }()

    private static func escaped(_ path: String) -> String {
        path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
