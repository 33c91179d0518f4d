#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The texts of the Swift files one reading of a project took, each with its file's status then, so that reading the
/// project again after a save reads only the files that changed: a file whose status — device, inode, size,
/// modification and change times — is what it was gives the text kept from the last reading.
///
/// As git does with its index, a text read less than ``settleTime`` after its file last changed is not given to the
/// next reading: the file system's clock is coarse (a kernel tick, a few milliseconds), so a second write of the same
/// size within that tick would leave the status as it was.
struct SourceTexts: Sendable {
    /// How long after its file's last change a text is taken again without reading the file, in seconds.
    static let settleTime = 2.0

    /// What `stat` tells of a file that changes when its text does; times in nanoseconds since 1970.
    private struct Status: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let changed: Int64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Self.nanoseconds(info.st_mtim)
            changed = Self.nanoseconds(info.st_ctim)
        }

        /// Whether the file last changed at least `settleTime` seconds before now.
        func isSettled(after settleTime: Double) -> Bool {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            return Double(Self.nanoseconds(now) - max(modified, changed)) / 1e9 >= settleTime
        }

        private static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
    }

    private struct Kept: Sendable {
        let status: Status
        let text: String
        /// Whether the file had settled when read: only then may the next reading take the text.
        let isSettled: Bool
    }

    private var kept: [String: Kept] = [:]
    private let previous: [String: Kept]
    private let settleTime: Double
    /// How many files this reading read from disk; the others it took from the previous one.
    private(set) var filesRead = 0

    /// A reading that takes the settled texts of `previous` whose files have not changed since.
    init(previous: SourceTexts? = nil, settleTime: Double = SourceTexts.settleTime) {
        self.previous = previous?.kept ?? [:]
        self.settleTime = settleTime
    }

    /// The text of the Swift file at `path` (``SourceFileText/read(_:)``): the one this reading already took, or the
    /// previous reading's when the file's status is unchanged, or else read from disk.
    mutating func text(of path: String) throws(SourceFileText.Failure) -> String {
        if let taken = kept[path] { return taken.text }
        let status = Status(path)
        if let status, let earlier = previous[path], earlier.isSettled, earlier.status == status {
            kept[path] = earlier
            return earlier.text
        }
        let text = try SourceFileText.read(path)
        filesRead += 1
        if let status { kept[path] = Kept(status: status, text: text, isSettled: status.isSettled(after: settleTime)) }
        return text
    }
}
