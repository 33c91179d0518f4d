import Foundation

/// The files a program's `Bundle.main` holds: every file under a project folder, found by its name as Xcode copies a
/// target's resources flat into the app (the folder a resource sits in inside the project does not matter). Swift
/// sources, asset catalogs (compiled, not copied: listed apart, in ``assetCatalogs``), hidden folders and build
/// products are not resources; strings files are both resources and listed apart, in ``stringsFiles``.
///
/// The folder is read once, at the first lookup of any, and at most ``fileLimit`` entries of it, so pointing it at
/// a large tree costs one bounded walk; a later bundle of the same folder (the next load of a file) reuses the walk
/// while no folder in it has changed (``BundleWalkCache``).
public final class BundleResources: @unchecked Sendable {
    /// The folder searched; nil is a bundle without resources, as a scene with no folder of its own has.
    public let root: String?
    /// Whether the folders below ``root`` are searched too.
    public let includesSubfolders: Bool
    /// How many entries of the folder are read at most.
    public static let fileLimit = 20_000
    private let lock = NSLock()
    private var walked: BundleWalk?

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

    private func folder() -> BundleWalk {
        lock.lock()
        defer { lock.unlock() }
        if walked == nil {
            walked = root.map { BundleWalkCache.shared.walk($0, includesSubfolders: includesSubfolders, limit: Self.fileLimit) } ?? BundleWalk()
        }
        return walked!
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
