import Foundation

/// The files a program's `Bundle.main` holds: every file under a project folder, found by its name as Xcode copies a
/// target's resources flat into the app (the folder a resource sits in inside the project does not matter). Swift
/// sources, asset catalogs (compiled, not copied: listed apart, in ``assetCatalogs``), hidden folders and build
/// products are not resources; strings files are both resources and listed apart, in ``stringsFiles``.
///
/// The folder is read once, at the first lookup of any, and at most ``fileLimit`` entries of it, so pointing it at
/// a large tree costs one bounded walk; a later bundle of the same folder (the next load of a file) reuses the walk
/// while no folder in it has changed (``BundleWalkCache``). `@unchecked Sendable`: the walk is made and read under
/// its lock only.
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
        return folder().files[fileName].flatMap { file(atPath: $0) != nil ? $0 : nil }
    }

    /// The paths of the asset catalogs (`*.xcassets`) in the folder, in the order the walk met them.
    public var assetCatalogs: [String] { folder().catalogs }

    /// The paths of the strings files in the folder, in the order the walk met them: string catalogs (`*.xcstrings`)
    /// and the `*.strings` files of every language folder (`en.lproj/Localizable.strings`).
    public var stringsFiles: [String] { folder().strings }

    func folder() -> BundleWalk {
        lock.lock()
        defer { lock.unlock() }
        if walked == nil {
            walked = root.map { BundleWalkCache.shared.walk($0, includesSubfolders: includesSubfolders, limit: Self.fileLimit) } ?? BundleWalk()
        }
        return walked!
    }
}

extension BundleResources {
    /// A file of the bundle that a scene may read: where it is, symlinks resolved, and its size.
    public struct File: Hashable, Sendable {
        public let path: String
        public let size: Int
    }

    /// The file at `path` when it is one of the bundle's resources: a preview's app, like a sandboxed one, reads its
    /// own resources and nothing else of the machine it runs on. The path (its `.` and `..` resolved) must be one the
    /// walk of the project found — so not hidden, not a Swift source, not in a build folder, not below a loose file's
    /// folder — and, its symlinks resolved, a regular file inside the project folder: a symlink out of the project,
    /// to a device or a pipe, is no resource. Nil for any other path, a relative one too.
    public func file(atPath path: String) -> File? {
        guard let root, path.hasPrefix("/") else { return nil }
        let lexical = URL(fileURLWithPath: path).standardized.path
        guard folder().paths.contains(lexical), let real = BundleWalk.realPath(lexical), BundleWalk.isInside(real, BundleWalk.realPath(root)),
              let attributes = try? FileManager.default.attributesOfItem(atPath: real),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue else { return nil }
        return File(path: real, size: size)
    }

    /// The contents of `file`, at most its size when it was found (a file growing meanwhile is read no further).
    public func contents(of file: File) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: file.path) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: file.size) ?? Data()
    }

    /// The contents of the file at `path` when it is one of the bundle's resources (``file(atPath:)``).
    public func contents(atPath path: String) -> Data? {
        file(atPath: path).flatMap(contents(of:))
    }
}
