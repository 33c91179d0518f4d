import Foundation

/// Where the lines of a source file start, to turn UTF-8 offsets into swiftc's line and column.
struct LineTable {
    private let source: String
    private let byteCount: Int
    private let lineStarts: [Int]
    /// For each block of 64 bytes, the index of the line its first byte is in: a lookup starts there and passes the
    /// few line starts left before its offset, instead of searching all lines (every view a scene makes asks).
    private let blockLines: [Int]
    private static let blockShift = 6

    init(_ source: String) {
        var source = source
        source.makeContiguousUTF8()
        self.source = source
        byteCount = source.utf8.count
        lineStarts = source.withUTF8(Self.lineStarts)
        blockLines = Self.blockLines(lineStarts, byteCount: byteCount)
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

    private static func blockLines(_ starts: [Int], byteCount: Int) -> [Int] {
        var lines: [Int] = []
        lines.reserveCapacity(byteCount >> blockShift + 1)
        var line = 0
        for blockStart in stride(from: 0, through: byteCount, by: 1 << blockShift) {
            while line + 1 < starts.count, starts[line + 1] <= blockStart { line += 1 }
            lines.append(line)
        }
        return lines
    }

    /// The 1-based line and UTF-8 column of an offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), byteCount)
        var line = blockLines[clamped >> Self.blockShift]
        while line + 1 < lineStarts.count, lineStarts[line + 1] <= clamped { line += 1 }
        return (line + 1, clamped - lineStarts[line] + 1)
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
