#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder, symbolic links followed.
struct DirectoryEntry {
    enum Kind {
        case file, folder
        /// A symbolic link to nothing, or an entry whose kind cannot be read.
        case unreadable
    }

    let name: String
    let path: String
    let kind: Kind

    var pathExtension: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// A folder's entries as `readdir` lists them, sorted by name: the kind comes with the listing, so only symbolic
/// links cost a `stat`.
struct DirectoryListing {
    var entries: [DirectoryEntry] = []
    /// Names that are not UTF-8 text, as shown with replacement characters.
    var undecodableNames: [String] = []

    /// The bytes of a record's name, up to its terminating zero. `readdir` packs records as long as their names,
    /// so the name is read through a pointer: copying the `d_name` field whole read up to 255 bytes past a short
    /// name's record, beyond the end of glibc's buffer for the last one (AddressSanitizer: heap-buffer-overflow).
    private static func name(of record: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let name = UnsafeRawPointer(record).advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// The listing of `folder`, or nil when it cannot be opened.
    init?(_ folder: String) {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        while let record = readdir(directory) {
            let bytes = Self.name(of: record)
            guard bytes != Array(".".utf8), bytes != Array("..".utf8) else { continue }
            guard let name = String(validatingCString: (bytes + [0]).map(CChar.init(bitPattern:))) else {
                undecodableNames.append(String(decoding: bytes, as: UTF8.self))
                continue
            }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let kind: DirectoryEntry.Kind = switch Int32(record.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .file
            default: Self.kind(at: path)
            }
            entries.append(DirectoryEntry(name: name, path: path, kind: kind))
        }
        entries.sort { $0.name < $1.name }
    }

    /// Whether any entry of `folder` has a name for which `matches` holds; stops at the first, and neither sorts nor
    /// reads the entries' kinds (a loose file's project is looked for in every folder above it, /tmp and homes too).
    static func containsName(in folder: String, where matches: (String) -> Bool) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let record = readdir(directory) {
            if matches(String(decoding: name(of: record), as: UTF8.self)) { return true }
        }
        return false
    }

    /// What is at `path`, links followed.
    static func kind(at path: String) -> DirectoryEntry.Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .unreadable }
        return status.st_mode & S_IFMT == S_IFDIR ? .folder : .file
    }

    /// `path` as a Mac's file system finds it, which ignores case: each component that is not there as written is
    /// the entry of its folder whose name differs only in case (the first, sorted, of several). A project made on a
    /// Mac may name its `Bucketlist` folder `BucketList`, and it builds there. The path as written when nothing matches.
    static func ignoringCase(_ path: String) -> String {
        guard kind(at: path) == .unreadable else { return path }
        var resolved = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/").map(String.init) {
            let joined = { (name: String) in resolved.isEmpty ? name : resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name }
            if component == "." || component == ".." || kind(at: joined(component)) != .unreadable {
                resolved = joined(component)
                continue
            }
            let lowered = component.lowercased()
            guard let match = DirectoryListing(resolved.isEmpty ? "." : resolved)?.entries.first(where: { $0.name.lowercased() == lowered }) else {
                return path
            }
            resolved = joined(match.name)
        }
        return resolved
    }

    /// The path with every symbolic link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
