import Foundation

/// One walk of a project folder for ``BundleResources``: its files by name, its asset catalogs and strings files,
/// and the modification date of every folder read, by which a later load knows the walk is still current (adding,
/// removing or renaming an entry changes its folder's date; editing a file does not change what a walk records). A
/// folder changed less than ``settlingTime`` before the walk may change again within its date's resolution unseen,
/// so such a walk is never reused. A folder that is a symlink out of the project is not walked.
struct BundleWalk {
    /// File name → path (where two share a name, the one nearer the root).
    var files: [String: String] = [:]
    /// The path of every file found, whatever its name.
    var paths: Set<String> = []
    var catalogs: [String] = []
    var strings: [String] = []
    private var folders: [String: Date] = [:]
    private var walkedAt = Date()

    /// How long before a walk a folder's change must be for the walk to be reused.
    static let settlingTime: TimeInterval = 1

    /// Walks `root` (and the folders below it when `includesSubfolders`), reading at most `limit` entries.
    init(_ root: String, includesSubfolders: Bool, limit: Int) {
        let skipped: Set<String> = ["xcodeproj", "xcworkspace", "build", "DerivedData", "Pods", "node_modules"]
        var found: [String: (path: String, depth: Int)] = [:]
        var pending = [(root, 0)]
        var seen = 0
        let realRoot = Self.realPath(root)
        while let (folder, depth) = pending.popLast(), seen < limit {
            folders[folder] = Self.modificationDate(of: folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                seen += 1
                let path = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if (name as NSString).pathExtension == "xcassets" {
                        catalogs.append(path)
                    } else if includesSubfolders, !skipped.contains(name), !skipped.contains((name as NSString).pathExtension),
                              Self.realPath(path).map({ Self.isInside($0, realRoot) }) == true {
                        pending.append((path, depth + 1))
                    }
                } else if !name.hasSuffix(".swift") {
                    paths.insert(path)
                    let ext = (name as NSString).pathExtension
                    if ext == "xcstrings" || ext == "strings" && (folder as NSString).pathExtension == "lproj" { strings.append(path) }
                    if found[name].map({ $0.depth > depth }) ?? true { found[name] = (path, depth) }
                }
            }
        }
        files = found.mapValues(\.path)
    }

    init() {}

    /// Whether every folder the walk read still has the modification date it had, settled before the walk.
    var isCurrent: Bool {
        folders.allSatisfy { folder, date in
            date < walkedAt.addingTimeInterval(-Self.settlingTime) && Self.modificationDate(of: folder) == date
        }
    }

    /// `path` with every symlink resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `realPath` is inside the folder `realRoot`, both with their symlinks resolved.
    static func isInside(_ realPath: String, _ realRoot: String?) -> Bool {
        guard let realRoot else { return false }
        return realPath.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    private static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// The walks of the project folders loaded lately, reused while current: a viewer loads its file again on every
/// save, and walking a large project is the slowest part of a load. `@unchecked Sendable`: its walks are read and
/// written under its lock only.
final class BundleWalkCache: @unchecked Sendable {
    static let shared = BundleWalkCache()
    /// How many folders' walks are kept.
    private static let capacity = 8
    private let lock = NSLock()
    private var walks: [String: BundleWalk] = [:]

    /// The walk of `root`: the kept one while current, else a new one, kept.
    func walk(_ root: String, includesSubfolders: Bool, limit: Int) -> BundleWalk {
        let key = "\(includesSubfolders ? "tree" : "folder"):\(limit):\(root)"
        lock.lock()
        let kept = walks[key]
        lock.unlock()
        if let kept, kept.isCurrent { return kept }
        let walk = BundleWalk(root, includesSubfolders: includesSubfolders, limit: limit)
        lock.lock()
        defer { lock.unlock() }
        if walks[key] == nil, walks.count >= Self.capacity { walks.removeAll() }
        walks[key] = walk
        return walk
    }
}
