import Foundation
import PlumbInterpreter
import PlumbLayout

/// The asset catalogs (`*.xcassets`) of a scene's module, as Xcode compiles them into the app: colour sets by name
/// (`Color("Brand")`, `UIColor(named:)`) and image sets by name (`Image("Hero")`), each also reachable through the
/// symbol Xcode generates for it (`Color(.brand)`, `.foregroundStyle(.accent)`, `Image(.upperBody)`); the
/// `AccentColor` set is the app's accent colour.
///
/// Colour sets keep their appearances (``ColorSet``), image sets their files by scale (``ImageSet``). Where two
/// catalogs have an asset of one name, the first catalog's is taken. The catalogs are read once, at the first
/// lookup — on any thread: lowering asks whether a member name is a symbol. `@unchecked Sendable`: what it read is
/// written and read under its lock only.
final class AssetCatalog: @unchecked Sendable {
    /// A colour set or image set.
    enum Asset: Equatable {
        case color(Color)
        case image(ImageView)
    }

    /// The name of the colour set that is the app's accent colour (Xcode's default for
    /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
    static let accentColorName = "AccentColor"

    private let paths: @Sendable () -> [String]
    private let lock = NSLock()
    private var read: Contents?

    /// What the catalogs hold.
    private struct Contents {
        var assets: [String: Asset] = [:]
        var symbols: [String: String] = [:]
        /// Why each set that could not be read was not: its name → the reason, naming its file.
        var unreadable: [String: String] = [:]
    }

    /// The catalogs at `catalogs` (each a `*.xcassets` folder), in the order their assets are looked up.
    init(catalogs: [String]) {
        paths = { catalogs }
    }

    /// The catalogs the walk of the project `bundle` holds meets (``BundleResources/assetCatalogs``), walked at the
    /// first lookup.
    init(_ bundle: BundleResources) {
        paths = { bundle.assetCatalogs }
    }

    /// The assets by name, their names by generated symbol, and the sets that could not be read.
    private var catalogs: Contents {
        lock.lock()
        defer { lock.unlock() }
        if read == nil {
            var contents = Contents()
            for catalog in paths() { Self.read(under: catalog, into: &contents) }
            contents.symbols = Dictionary(contents.assets.map { (Self.symbol(for: $0.key, of: $0.value), $0.key) }) { first, _ in first }
            read = contents
        }
        return read!
    }

    /// Whether `symbol` is the generated symbol of one of the catalogs' assets.
    func hasSymbol(_ symbol: String) -> Bool {
        catalogs.symbols[symbol] != nil
    }

    /// The colour set called `name`.
    func color(named name: String) -> Color? {
        if case .color(let color)? = catalogs.assets[name] { return color }
        return nil
    }

    /// The image set called `name`, as an image of its natural size.
    func image(named name: String) -> ImageView? {
        if case .image(let image)? = catalogs.assets[name] { return image }
        return nil
    }

    /// The app's accent colour: the `AccentColor` colour set, when the catalogs have one.
    var accentColor: Color? { color(named: Self.accentColorName) }

    /// The warning for a use of an asset the catalogs lack: `kind` ("color", "image") and `name`, and the catalogs
    /// looked in — or why its set could not be read.
    func missing(_ kind: String, named name: String) -> String {
        if let reason = catalogs.unreadable[name] { return "the \(kind) set '\(name)' cannot be read: \(reason)" }
        let names = paths().map { ($0 as NSString).lastPathComponent }
        let searched = names.isEmpty ? "the project has none" : names.joined(separator: ", ")
        return "no \(kind) named '\(name)' in the asset catalogs (\(searched))"
    }

    /// The asset whose generated symbol is `symbol` (`accent` for "AccentColor", `upperBody` for "upper-body"), and
    /// its name.
    func asset(symbol: String) -> (name: String, asset: Asset)? {
        let catalogs = catalogs
        guard let name = catalogs.symbols[symbol], let asset = catalogs.assets[name] else { return nil }
        return (name, asset)
    }

    /// Xcode's symbol for an asset: its name's words in lower camel case (a letter after a digit upper case), a
    /// colour's trailing "Color" and an image's trailing "Image" dropped.
    static func symbol(for name: String, of asset: Asset) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        // A letter after a digit starts a word too (`logo@2x` → `logo2X`).
        symbol = String(symbol.enumerated().map { index, character in
            index > 0 && symbol[symbol.index(symbol.startIndex, offsetBy: index - 1)].isNumber ? Character(character.uppercased()) : character
        })
        let suffix = if case .color = asset { "Color" } else { "Image" }
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        return symbol
    }

    /// Adds the colour and image sets of one catalog to `contents` (a name already there keeps its set), and why the
    /// sets that cannot be read cannot.
    private static func read(under root: String, into contents: inout Contents) {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return }
        while let path = enumerator.nextObject() as? String {
            let last = (path as NSString).lastPathComponent
            if last.hasPrefix(".") { enumerator.skipDescendants(); continue }
            let ext = (last as NSString).pathExtension
            guard ext == "colorset" || ext == "imageset" else { continue }
            enumerator.skipDescendants()
            let folder = (root as NSString).appendingPathComponent(path)
            let name = (last as NSString).deletingPathExtension
            guard contents.assets[name] == nil, contents.unreadable[name] == nil else { continue }
            let file = ((root as NSString).lastPathComponent as NSString).appendingPathComponent(path + "/Contents.json")
            guard let data = manager.contents(atPath: folder + "/Contents.json") else {
                contents.unreadable[name] = "it has no \(file)"
                continue
            }
            guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                contents.unreadable[name] = "\(file) is not a JSON object"
                continue
            }
            if ext == "imageset" {
                contents.assets[name] = .image(ImageSet.image(json, in: folder, named: name))
            } else if let color = ColorSet.color(json) {
                contents.assets[name] = .color(color)
            } else {
                contents.unreadable[name] = "\(file) has no colour Plumb can read"
            }
        }
    }
}
