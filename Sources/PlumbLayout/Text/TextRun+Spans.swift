import Foundation

extension TextRun {
    /// The parts of `line` in each span, for a line set from the UTF-8 range `source` of the run's string. Bytes the
    /// line shares with the source at its start and at its end map straight across; what lies between (the ellipsis
    /// of a truncated line) takes the span of the character before it, as a truncated run keeps the style it cut.
    public func lineSpans(_ line: String, source: Range<Int>) -> [TextMeasurement.LineSpan] {
        guard !spans.isEmpty else { return [] }
        let text = Array(string.utf8)
        let set = Array(line.utf8)
        let source = source.clamped(to: 0..<text.count)
        var head = 0
        while head < min(set.count, source.count), set[head] == text[source.lowerBound + head] { head += 1 }
        var tail = 0
        while tail < min(set.count, source.count) - head, set[set.count - 1 - tail] == text[source.upperBound - 1 - tail] { tail += 1 }
        func sourceOffset(_ offset: Int) -> Int {
            if offset < head { return source.lowerBound + offset }
            if offset >= set.count - tail { return source.upperBound - (set.count - offset) }
            return source.lowerBound + max(head - 1, 0)
        }
        var parts: [TextMeasurement.LineSpan] = []
        for offset in set.indices {
            let at = sourceOffset(offset)
            // What stands in for cut text (an ellipsis) is never a symbol's, even after one.
            let isStandIn = offset >= head && offset < set.count - tail
            guard let span = spans.firstIndex(where: { $0.range.contains(at) }), !(isStandIn && spans[span].symbol != nil) else { continue }
            if let last = parts.last, last.span == span, last.range.upperBound == offset {
                parts[parts.count - 1].range = last.range.lowerBound..<offset + 1
            } else {
                parts.append(TextMeasurement.LineSpan(range: offset..<offset + 1, span: span))
            }
        }
        return parts
    }
}
