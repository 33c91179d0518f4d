import CX11
import Foundation

/// Tells when a file may have changed. The event loop waits on `fileDescriptor` when there is one, and calls
/// `changed()` when it is readable or every `pollInterval` seconds.
public protocol FileWatcher: AnyObject {
    /// A descriptor that becomes readable on a change; nil for a watcher that polls.
    var fileDescriptor: Int32? { get }
    /// How often to call `changed()` without a readable descriptor; nil when it never needs to be.
    var pollInterval: Double? { get }
    /// Consumes what the watcher noticed; true when the file may have changed.
    func changed() -> Bool
}

/// Watches the file's directory with inotify, so editors that save by writing a temporary file and renaming it over
/// the original are seen (a watch on the file itself would follow the old inode). Only events naming the file count:
/// a finished write or a rename onto it (not each partial write).
public final class InotifyWatcher: FileWatcher {
    public let fileDescriptor: Int32?
    public let pollInterval: Double? = nil
    private let name: String

    /// Nil when inotify is unavailable (the caller falls back to polling).
    public init?(path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        name = url.lastPathComponent
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, mask) >= 0 else {
            close(descriptor)
            return nil
        }
        fileDescriptor = descriptor
    }

    deinit {
        if let fileDescriptor { close(fileDescriptor) }
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
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    if String(decoding: nameBytes, as: UTF8.self) == name { touched = true }
                    offset += MemoryLayout<inotify_event>.size + length
                }
            }
        }
        return touched
    }
}

/// The `--poll` fallback: compares the file's modification time, size and inode every `pollInterval` seconds.
public final class PollingWatcher: FileWatcher {
    public let fileDescriptor: Int32? = nil
    public let pollInterval: Double?
    private let path: String
    private var signature: [Int]

    public init(path: String, interval: Double = 0.25) {
        self.path = path
        pollInterval = interval
        signature = Self.signature(of: path)
    }

    public func changed() -> Bool {
        let now = Self.signature(of: path)
        defer { signature = now }
        return now != signature
    }

    private static func signature(of path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }
}
