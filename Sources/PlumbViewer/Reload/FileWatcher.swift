import CInotify
import Foundation

/// Tells when a watched file may have changed. The event loop waits on `fileDescriptor` when there is one, and calls
/// `changed()` when it is readable or every `pollInterval` seconds.
public protocol FileWatcher: AnyObject {
    /// A descriptor that becomes readable on a change; nil for a watcher that polls.
    var fileDescriptor: Int32? { get }
    /// How often to call `changed()` without a readable descriptor; nil when it never needs to be.
    var pollInterval: Double? { get }
    /// Consumes what the watcher noticed; true when a watched file may have changed.
    func changed() -> Bool
    /// Watches `paths` from now on instead: files, and folders (an asset catalog) whose every file counts.
    func watch(_ paths: [String])
}

/// The files under a watched folder, at most ``limit`` folders deep in all: an asset catalog has a folder per asset.
enum WatchedFolders {
    static let limit = 2_000

    /// `folder` and the folders under it, hidden ones left out, at most ``limit``.
    static func all(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let next = pending.popLast(), found.count < limit {
            found.append(next)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: next)) ?? [] where !name.hasPrefix(".") {
                let path = (next as NSString).appendingPathComponent(name)
                if isFolder(path) { pending.append(path) }
            }
        }
        return found
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

/// Watches the folders of the files with inotify, so editors that save by writing a temporary file and renaming it
/// over the original are seen (a watch on the file itself would follow the old inode). Only events naming a watched
/// file count — a finished write or a rename onto it (not each partial write) — and any file's in a watched folder.
/// A watched folder's own name counts in the folder around it, so the folder removed, or replaced by a file, is seen
/// too; and so does an overflow of the event queue, which may have dropped any event.
public final class InotifyWatcher: FileWatcher {
    public let fileDescriptor: Int32?
    public let pollInterval: Double? = nil
    /// For each watch, the names that count in its folder; nil: every name does.
    private var names: [Int32: Set<String>?] = [:]

    /// Nil when inotify is unavailable (the caller falls back to polling).
    public convenience init?(path: String) {
        self.init(paths: [path])
    }

    /// Nil when inotify is unavailable (the caller falls back to polling).
    public init?(paths: [String]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        fileDescriptor = descriptor
        watch(paths)
        guard !names.isEmpty || paths.isEmpty else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
    }

    public func watch(_ paths: [String]) {
        guard let fileDescriptor else { return }
        var watched: [Int32: Set<String>?] = [:]
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        for path in paths.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) {
            if WatchedFolders.isFolder(path) {
                for folder in WatchedFolders.all(under: path) {
                    let watch = inotify_add_watch(fileDescriptor, folder, mask)
                    if watch >= 0 { watched[watch] = .some(nil) }
                }
            }
            let watch = inotify_add_watch(fileDescriptor, (path as NSString).deletingLastPathComponent, mask)
            guard watch >= 0 else { continue }
            let name = (path as NSString).lastPathComponent
            if case .some(.some(var known)) = watched[watch] {
                known.insert(name)
                watched[watch] = .some(known)
            } else if watched[watch] == nil {
                watched[watch] = .some([name])
            }
        }
        names = watched
    }

    public func changed() -> Bool {
        guard let fileDescriptor else { return false }
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { touched = true }
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    if let counted = names[watch] {
                        let name = String(decoding: nameBytes, as: UTF8.self)
                        if counted.map({ $0.contains(name) }) ?? !name.hasPrefix(".") { touched = true }
                    }
                    offset += MemoryLayout<inotify_event>.size + length
                }
            }
        }
        return touched
    }
}

/// The `--poll` fallback: compares the files' modification times, sizes and inodes every `pollInterval` seconds. A
/// watched folder's files are compared, and the folder and its subfolders themselves, whose times change when a file
/// is added or removed.
public final class PollingWatcher: FileWatcher {
    public let fileDescriptor: Int32? = nil
    public let pollInterval: Double?
    private var paths: [String] = []
    private var signature: [[Int]] = []

    public convenience init(path: String, interval: Double = 0.25) {
        self.init(paths: [path], interval: interval)
    }

    public init(paths: [String], interval: Double = 0.25) {
        pollInterval = interval
        watch(paths)
    }

    public func watch(_ paths: [String]) {
        self.paths = paths.flatMap { path in
            guard WatchedFolders.isFolder(path) else { return [path] }
            return WatchedFolders.all(under: path).flatMap { folder in
                [folder] + ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { (folder as NSString).appendingPathComponent($0) }
            }
        }
        signature = self.paths.map(Self.signature)
    }

    public func changed() -> Bool {
        let now = paths.map(Self.signature)
        defer { signature = now }
        return now != signature
    }

    private static func signature(of path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }
}
