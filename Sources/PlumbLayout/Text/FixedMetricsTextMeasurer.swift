import Foundation

/// A deterministic measurer for tests and headless solving without fonts: every character advances half the font
/// size (bold 0.55) plus the run's tracking; lines are 1.2 × size tall, the run's line spacing apart, with the
/// ascender at 0.95 × size. Wraps at spaces, breaks words longer than a line, honours `lineLimit`, a finite height,
/// and explicit newlines. Its sizes stay off the pixel grid, so tests of the layout rules read round numbers.
public final class FixedMetricsTextMeasurer: TextMeasurer {
    public init() {}

    public var ceilsToPixelGrid: Bool { false }

    public func advance(of font: Font) -> CGFloat {
        font.size * (font.weight.numericValue >= 600 ? 0.55 : 0.5)
    }

    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.95, descender: -font.size * 0.25, leading: 0, capHeight: font.size * 0.7)
    }

    public func symbolSize(named name: String, variants: SymbolVariants, font: Font, scale: ImageScale) -> CGSize {
        let side = (font.size * 1.2 * scale.factor).rounded()
        return CGSize(width: side, height: side)
    }

    public func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        if proposal.width == 0 || proposal.height == 0 || run.string.isEmpty { return .zero }
        let advance = advance(of: run.font) + run.tracking
        let metrics = metrics(of: run)
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines: [String] = []
        for paragraph in run.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), charactersPerLine: maxWidth.map { max(1, Int(($0 / advance).rounded(.down))) })
        }
        var limit = run.lineLimit ?? Int.max
        if let height = proposal.height, height.isFinite {
            limit = min(limit, TextMeasurement.lineCount(fitting: height, metrics: metrics, lineSpacing: run.lineSpacing))
        }
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            let last = lines[limit - 1]
            let room = maxWidth.map { max(1, Int(($0 / advance).rounded(.down))) } ?? last.count + 1
            lines[limit - 1] = String(last.prefix(max(0, min(last.count, room - 1)))) + "…"
        }
        guard !run.spans.isEmpty else {
            let width = CGFloat(lines.map(\.count).max() ?? 0) * advance
            return TextMeasurement(lines: lines, width: width, metrics: metrics, lineSpacing: run.lineSpacing)
        }
        let lineSpans = zip(lines, sourceRanges(of: lines, in: run.string)).map { run.lineSpans($0, source: $1) }
        let widest = zip(lines, lineSpans).map { self.width(of: $0, spans: $1, in: run) }.max() ?? 0
        var measurement = TextMeasurement(lines: lines, width: widest, metrics: metrics, lineSpacing: run.lineSpacing)
        measurement.lineSpans = lineSpans
        return measurement
    }

    /// A line's width, each character advancing by its span's font and tracking, a symbol's by its width.
    private func width(of line: String, spans: [TextMeasurement.LineSpan], in run: TextRun) -> CGFloat {
        var width: CGFloat = 0
        var offset = 0
        for character in line {
            let span = spans.first { $0.range.contains(offset) }.map { run.spans[$0.span] }
            if let span, let symbol = span.symbol {
                width += inlineSymbolBounds(named: symbol, font: span.font).width
            } else {
                width += advance(of: span?.font ?? run.font) + (span?.tracking ?? run.tracking)
            }
            offset += character.utf8.count
        }
        return width
    }

    /// Where each line starts in the run's string, and what it was set from: its own bytes, or the rest of its
    /// paragraph for a line cut short with an ellipsis.
    private func sourceRanges(of lines: [String], in string: String) -> [Range<Int>] {
        let bytes = Array(string.utf8)
        var cursor = 0
        return lines.map { line in
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") { cursor += 1 }
            let start = cursor
            let end = line.hasSuffix("…") ? bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count : min(bytes.count, start + line.utf8.count)
            cursor = end
            return start..<end
        }
    }

    private func wrap(_ paragraph: String, charactersPerLine: Int?) -> [String] {
        guard let limit = charactersPerLine else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest = String(rest.dropFirst(limit))
            }
            current = rest
        }
        lines.append(current)
        return lines
    }
}
