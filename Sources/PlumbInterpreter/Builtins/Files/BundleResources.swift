import Foundation

/// The files a program's `Bundle.main` holds: every file under a project folder, found by its name as Xcode copies a
/// target's resources flat into the app (the folder a resource sits in inside the project does not matter). Swift
/// sources, asset catalogs (compiled, not copied: listed apart, in ``assetCatalogs``), hidden folders and build
/// products are not resources; strings files are both resources and listed apart, in ``stringsFiles``.
///
/// The folder is read once, at the first lookup of either, and at most ``fileLimit`` entries of it, so pointing it at
/// a large tree costs one bounded walk.
public final class BundleResources: @unchecked Sendable {
    /// The folder searched; nil is a bundle without resources, as a scene with no folder of its own has.
    public let root: String?
    /// Whether the folders below ``root`` are searched too.
    public let includesSubfolders: Bool
    /// How many entries of the folder are read at most.
    public static let fileLimit = 20_000
    private let lock = NSLock()
    private var walked: Walk?

    /// What one walk of the folder found.
    private struct Walk {
        /// File name → path.
        var files: [String: String] = [:]
        var catalogs: [String] = []
        var strings: [String] = []
    }

    public init(root: String? = nil, includesSubfolders: Bool = true) {
        self.root = root
        self.includesSubfolders = includesSubfolders
    }

    /// The path of the resource called `name` (with `.ext` appended when `ext` is given, as `Bundle.path(forResource:
    /// ofType:)` does), or nil when the bundle has no such file.
    public func path(forResource name: String, ofType ext: String?) -> String? {
        let fileName = ext.map { $0.isEmpty ? name : "\(name).\($0.hasPrefix(".") ? String($0.dropFirst()) : $0)" } ?? name
        return folder().files[fileName]
    }

    /// The paths of the asset catalogs (`*.xcassets`) in the folder, in the order the walk met them.
    public var assetCatalogs: [String] { folder().catalogs }

    /// The paths of the strings files in the folder, in the order the walk met them: string catalogs (`*.xcstrings`)
    /// and the `*.strings` files of every language folder (`en.lproj/Localizable.strings`).
    public var stringsFiles: [String] { folder().strings }

    private func folder() -> Walk {
        lock.lock()
        defer { lock.unlock() }
        if walked == nil { walked = root.map { Self.walk($0, includesSubfolders: includesSubfolders) } ?? Walk() }
        return walked!
    }

    /// File name → path for the files under `root` (where two share a name, the one nearer the root), and the asset
    /// catalogs and strings files met on the way.
    private static func walk(_ root: String, includesSubfolders: Bool) -> Walk {
        let skipped: Set<String> = ["xcodeproj", "xcworkspace", "build", "DerivedData", "Pods", "node_modules"]
        var found: [String: (path: String, depth: Int)] = [:]
        var walk = Walk()
        var pending = [(root, 0)]
        var seen = 0
        while let (folder, depth) = pending.popLast(), seen < fileLimit {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                seen += 1
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if (name as NSString).pathExtension == "xcassets" {
                        walk.catalogs.append(path)
                    } else if includesSubfolders, !skipped.contains(name), !skipped.contains((name as NSString).pathExtension) {
                        pending.append((path, depth + 1))
                    }
                } else if !name.hasSuffix(".swift") {
                    let ext = (name as NSString).pathExtension
                    if ext == "xcstrings" || ext == "strings" && (folder as NSString).pathExtension == "lproj" { walk.strings.append(path) }
                    if found[name].map({ $0.depth > depth }) ?? true { found[name] = (path, depth) }
                }
            }
        }
        walk.files = found.mapValues(\.path)
        return walk
    }
}

extension BundleResources {
    /// The contents of the file at `path` when it is one of the bundle's files: a preview's app, like a sandboxed
    /// one, reads its own resources and nothing else of the machine it runs on.
    public func contents(atPath path: String) -> Data? {
        guard let root, (path as NSString).standardizingPath.hasPrefix((root as NSString).standardizingPath + "/") else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
