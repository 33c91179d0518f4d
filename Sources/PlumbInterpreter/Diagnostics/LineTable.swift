import Foundation

/// Where the lines of a source file start, to turn UTF-8 offsets into swiftc's line and column.
struct LineTable {
    private let source: String
    private let byteCount: Int
    private let lineStarts: [Int]

    init(_ source: String) {
        var source = source
        source.makeContiguousUTF8()
        self.source = source
        byteCount = source.utf8.count
        lineStarts = source.withUTF8(Self.lineStarts)
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

    /// The 1-based line and UTF-8 column of an offset (a binary search of the line starts).
    func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), byteCount)
        return lineStarts.withUnsafeBufferPointer { starts in
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= clamped { low = middle } else { high = middle }
            }
            return (low + 1, clamped - starts[low] + 1)
        }
    }

    /// The text of a 1-based line, without its line break.
    func text(ofLine line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let utf8 = source.utf8
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : byteCount
        if end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: "\r") { end -= 1 }
        let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: max(start, end))
        return String(decoding: utf8[range], as: UTF8.self)
    }
}
