import Foundation

/// Sets text as Core Text does for SwiftUI, from a font's glyph metrics: a line is as wide as the sum of its
/// characters' advances (each followed by the run's tracking), lines break by ``LineBreaking`` within a finite
/// width and at newlines, a line limit or a finite height cuts the last kept line with an ellipsis
/// (``TextTruncation``), and lines stack by ``TextMeasurement/init(lines:width:metrics:lineSpacing:)``. Answers are
/// cached per run and proposal. Not thread-safe: use one per thread.
public final class TextTypesetter: TextMeasurer {
    public let glyphs: GlyphMetrics
    private let symbolSizes: (String, SymbolVariants, Font, ImageScale) -> CGSize
    private var measurements: [MeasurementKey: TextMeasurement] = [:]
    private var fontMetrics: [Font: FontMetrics] = [:]
    /// How many measurements were set rather than answered from the cache.
    public private(set) var measurementsSet = 0

    private struct MeasurementKey: Hashable {
        var run: TextRun
        var proposal: ProposedViewSize
    }

    /// A typesetter measuring with `glyphs`, sizing SF Symbols by `symbolSize(name, variants, font, scale)`.
    public init(glyphs: GlyphMetrics, symbolSize: @escaping (String, SymbolVariants, Font, ImageScale) -> CGSize) {
        self.glyphs = glyphs
        symbolSizes = symbolSize
    }

    public func metrics(of font: Font) -> FontMetrics {
        if let metrics = fontMetrics[font] { return metrics }
        let metrics = glyphs.metrics(of: font)
        fontMetrics[font] = metrics
        return metrics
    }

    public func symbolSize(named name: String, variants: SymbolVariants, font: Font, scale: ImageScale) -> CGSize {
        symbolSizes(name, variants, font, scale)
    }

    public func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        let key = MeasurementKey(run: run, proposal: proposal)
        if let measurement = measurements[key] { return measurement }
        let measurement = set(run, proposal: proposal)
        measurementsSet += 1
        measurements[key] = measurement
        return measurement
    }

    /// The advance of each character of `line` set in `font` with `tracking` after each, its `segments` in their
    /// own fonts and tracking; a symbol's segment advances by the symbol's width on its first character.
    public func advances(of line: String, font: Font, tracking: CGFloat, segments: [TextSegment] = []) -> [CGFloat] {
        var advances: [CGFloat] = []
        advances.reserveCapacity(line.utf8.count)
        forEachPart(of: line, segments: segments) { part, segment in
            let start = advances.count
            if let width = segment?.symbolWidth {
                advances.append(width)
                advances += repeatElement(0, count: part.count - 1)
            } else {
                glyphs.appendAdvances(of: part, in: segment?.font ?? font, to: &advances)
                let extra = segment?.tracking ?? tracking
                if extra != 0 { for at in start..<advances.count { advances[at] += extra } }
            }
        }
        return advances
    }

    /// The tracking after each character of `line`, as ``advances(of:font:tracking:segments:)`` adds it (none after
    /// a symbol): the part of each advance that follows the glyph.
    public func trackings(of line: String, tracking: CGFloat, segments: [TextSegment] = []) -> [CGFloat] {
        var trackings: [CGFloat] = []
        forEachPart(of: line, segments: segments) { part, segment in
            trackings += repeatElement(segment?.symbolWidth != nil ? 0 : segment?.tracking ?? tracking, count: part.count)
        }
        return trackings
    }

    /// Calls `body` with each part of `line` set in one font — a segment, or the characters between segments — and
    /// its segment, in order.
    private func forEachPart(of line: String, segments: [TextSegment], _ body: (Substring, TextSegment?) -> Void) {
        var segmentIndex = 0
        var index = line.startIndex
        var offset = 0
        while index < line.endIndex {
            while segmentIndex < segments.count, segments[segmentIndex].range.upperBound <= offset { segmentIndex += 1 }
            let segment = segmentIndex < segments.count && segments[segmentIndex].range.contains(offset) ? segments[segmentIndex] : nil
            // The characters up to where the next segment starts or this one ends share a font.
            let limit = segment?.range.upperBound ?? (segmentIndex < segments.count ? segments[segmentIndex].range.lowerBound : Int.max)
            let end = line.utf8.index(line.startIndex, offsetBy: min(limit, line.utf8.count), limitedBy: line.endIndex) ?? line.endIndex
            let part = line[index..<max(end, line.index(after: index))]
            body(part, segment)
            offset += part.utf8.count
            index = part.endIndex
        }
    }

    /// The width of `line` set as ``advances(of:font:tracking:segments:)`` sets it.
    public func width(of line: String, font: Font, tracking: CGFloat = 0, segments: [TextSegment] = []) -> CGFloat {
        advances(of: line, font: font, tracking: tracking, segments: segments).reduce(0, +)
    }

    /// The segments of a run's line: the parts of it in the run's spans.
    public func segments(of parts: [TextMeasurement.LineSpan], in run: TextRun) -> [TextSegment] {
        parts.map { part in
            let span = run.spans[part.span]
            return TextSegment(
                range: part.range, font: span.font, tracking: span.tracking,
                symbolWidth: span.symbol.map { inlineSymbolBounds(named: $0, font: span.font).width }
            )
        }
    }

    /// The run set for `proposal`; a run that would be cut and may shrink (`minimumScaleFactor`) is set at the
    /// largest scale, to a 256th of its range, at which it is not cut, else at the factor (SEMANTICS §20.5).
    private func set(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        let full = setLines(run, proposal: proposal)
        guard full.isCut, run.minimumScaleFactor < 1 else { return full.measurement }
        var (fits, cut) = (max(run.minimumScaleFactor, 0.01), CGFloat(1))
        var best = setLines(run.scaled(by: fits), proposal: proposal)
        if !best.isCut {
            for _ in 0..<8 {
                let scale = (fits + cut) / 2
                let attempt = setLines(run.scaled(by: scale), proposal: proposal)
                if attempt.isCut { cut = scale } else { (fits, best) = (scale, attempt) }
            }
        }
        best.measurement.fontScale = fits
        return best.measurement
    }

    private func setLines(_ run: TextRun, proposal: ProposedViewSize) -> (measurement: TextMeasurement, isCut: Bool) {
        if proposal.width == 0 || proposal.height == 0 || run.string.isEmpty { return (.zero, false) }
        let metrics = metrics(of: run)
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let characters = Array(run.string)
        let advances = advances(of: run.string, font: run.font, tracking: run.tracking, segments: segments(of: run))
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)

        // Each paragraph's lines, with where its paragraph ends (what a cut line is set from).
        var lines: [(line: LineBreaking.Line, paragraphEnd: Int)] = []
        var paragraphStart = 0
        for index in 0...characters.count where index == characters.count || characters[index].isNewline {
            let paragraph = paragraphStart..<index
            lines += LineBreaking.lines(characters, advances: advances, range: paragraph, width: maxWidth).map { ($0, index) }
            paragraphStart = index + 1
        }

        var limit = run.lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            limit = min(limit, TextMeasurement.lineCount(fitting: height, metrics: metrics, lineSpacing: run.lineSpacing))
        }
        let kept = lines.prefix(limit)
        var strings = kept.map { String(characters[$0.line.content]) }
        var sources = kept.map { offsets[$0.line.content.lowerBound]..<offsets[$0.line.content.upperBound] }
        var widths = kept.map { advances[$0.line.content].reduce(0, +) }
        if lines.count > limit, let cut = kept.last {
            let source = offsets[cut.line.content.lowerBound]..<offsets[cut.paragraphEnd]
            let truncation = TextTruncation(mode: run.truncationMode) { [unowned self] in
                width(of: $0, font: run.font, tracking: run.tracking, segments: segments(of: run.lineSpans($0, source: source), in: run))
            }
            let last = truncation.truncate(String(characters[cut.line.content.lowerBound..<cut.paragraphEnd]), toFit: maxWidth)
            strings[limit - 1] = last
            sources[limit - 1] = source
            widths[limit - 1] = truncation.width(last)
        }
        var measurement = TextMeasurement(lines: strings, width: widths.max() ?? 0, metrics: metrics, lineSpacing: run.lineSpacing)
        if !run.spans.isEmpty { measurement.lineSpans = zip(strings, sources).map { run.lineSpans($0, source: $1) } }
        return (measurement, lines.count > limit)
    }

    /// The segments of a run's whole string.
    private func segments(of run: TextRun) -> [TextSegment] {
        segments(of: run.spans.indices.map { TextMeasurement.LineSpan(range: run.spans[$0].range, span: $0) }, in: run)
    }
}
