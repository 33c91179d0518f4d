import Foundation

/// Where the lines of a source file start, to turn UTF-8 offsets into swiftc's line and column.
struct LineTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The 0-based line of every offset up to the end, so that a lookup (one per view a scene makes) is one read.
    private let lineOfOffset: [Int32]

    init(_ source: String) {
        bytes = Array(source.utf8)
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
        let starts = lineStarts
        let offsets = bytes.count + 1
        lineOfOffset = Array(unsafeUninitializedCapacity: offsets) { lines, count in
            guard let base = lines.baseAddress else { return }
            for (line, start) in starts.enumerated() {
                let end = line + 1 < starts.count ? starts[line + 1] : offsets
                (base + start).initialize(repeating: Int32(line), count: end - start)
            }
            count = offsets
        }
    }

    /// The offsets after each line break (`memchr` finds each, many bytes at a time).
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(offset)
        }
        return starts
    }

    /// The 1-based line and UTF-8 column of an offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        let line = Int(lineOfOffset[clamped])
        return (line + 1, clamped - lineStarts[line] + 1)
    }

    /// The text of a 1-based line, without its line break.
    func text(ofLine line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
