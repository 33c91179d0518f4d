import CCairo
import CPangoCairo
import Foundation
import PlumbLayout

/// Measures text with Pango, so the engine lays out real text sizes, wrapping and baselines; the painter draws with
/// the same fonts and line positions. Answers are cached per run and proposal. Not thread-safe: use one measurer
/// per thread.
public final class PangoTextMeasurer: TextMeasurer {
    public let families: FontFamilies
    /// The Pango context all layouts are made in: unhinted metrics, unrounded glyph positions, so measurements do
    /// not depend on the output's scale.
    let context: OpaquePointer
    let fonts: PangoFontDescriptions
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let layout: OpaquePointer
    private var measurements: [MeasurementKey: TextMeasurement] = [:]
    private var lineWidths: [StyledLine: CGFloat] = [:]
    private var fontMetrics: [Font: FontMetrics] = [:]
    /// How many measurements were set with Pango rather than answered from the cache.
    private(set) var measurementsSet = 0

    private struct MeasurementKey: Hashable {
        var run: TextRun
        var proposal: ProposedViewSize
    }

    /// A measurer setting text in `family` (through fontconfig), DejaVu Sans by default.
    public convenience init(family: String = "DejaVu Sans") {
        self.init(families: FontFamilies(sans: family))
    }

    public init(families: FontFamilies) {
        self.families = families
        fonts = PangoFontDescriptions(families: families)
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        layout = pango_layout_new(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    public func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        let key = MeasurementKey(run: run, proposal: proposal)
        if let measurement = measurements[key] { return measurement }
        let measurement = computeMeasurement(run, proposal: proposal)
        measurementsSet += 1
        measurements[key] = measurement
        return measurement
    }

    public func metrics(of font: PlumbLayout.Font) -> FontMetrics {
        if let metrics = fontMetrics[font] { return metrics }
        let pangoMetrics = pango_context_get_metrics(context, fonts.description(for: font), nil)
        defer { pango_font_metrics_unref(pangoMetrics) }
        let ascent = points(pango_font_metrics_get_ascent(pangoMetrics))
        let descent = points(pango_font_metrics_get_descent(pangoMetrics))
        let height = points(pango_font_metrics_get_height(pangoMetrics))
        configure(StyledLine(string: "H", font: font), width: nil)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let capHeight = points(Int32(pango_layout_get_baseline(layout)) - ink.y)
        let metrics = FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent), capHeight: capHeight)
        fontMetrics[font] = metrics
        return metrics
    }

    public func symbolSize(named name: String, variants: SymbolVariants, font: PlumbLayout.Font, scale: ImageScale) -> CGSize {
        SymbolLibrary.symbol(named: name, variants: variants).size(for: font, scale: scale)
    }

    /// The advance width of `string` set on one line in `font`, `tracking` after each character — the last one too,
    /// as SwiftUI's tracking and kerning add it, and as Pango breaks lines (its extents count only the spaces between
    /// characters).
    public func width(of string: String, font: PlumbLayout.Font, tracking: CGFloat = 0) -> CGFloat {
        width(of: StyledLine(string: string, font: font, tracking: tracking))
    }

    /// The advance width of a line with its spans (tracking after its last character too).
    func width(of line: StyledLine) -> CGFloat {
        if let width = lineWidths[line] { return width }
        configure(line, width: nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = points(logical.width) + (line.string.isEmpty ? 0 : line.tracking)
        lineWidths[line] = width
        return width
    }

    private func computeMeasurement(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        if proposal.width == 0 || proposal.height == 0 || run.string.isEmpty { return .zero }
        let metrics = metrics(of: run)
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let whole = StyledLine(string: run.string, font: run.font, tracking: run.tracking, spans: run.spans.map { StyledLine.Span(range: $0.range, style: style(of: $0)) })
        let wrapped = wrap(whole, width: maxWidth)
        var limit = run.lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            limit = min(limit, TextMeasurement.lineCount(fitting: height, metrics: metrics, lineSpacing: run.lineSpacing))
        }
        var lines = wrapped.map(\.text)
        var sources = wrapped.map { $0.start..<$0.start + $0.text.utf8.count }
        if lines.count > limit {
            let cut = wrapped[limit - 1]
            let source = cut.start..<cut.paragraphEnd
            let truncation = TextTruncation(mode: run.truncationMode) { [unowned self] in
                width(of: styledLine($0, parts: run.lineSpans($0, source: source), in: run))
            }
            lines = Array(lines.prefix(limit))
            sources = Array(sources.prefix(limit))
            lines[limit - 1] = truncation.truncate(cut.paragraphRest, toFit: maxWidth)
            sources[limit - 1] = source
        }
        let lineSpans = zip(lines, sources).map { run.lineSpans($0, source: $1) }
        let widest = zip(lines, lineSpans).map { width(of: styledLine($0, parts: $1, in: run)) }.max() ?? 0
        var measurement = TextMeasurement(lines: lines, width: widest, metrics: metrics, lineSpacing: run.lineSpacing)
        if !run.spans.isEmpty { measurement.lineSpans = lineSpans }
        return measurement
    }

    /// A line of `run` with `parts` of it in its spans.
    private func styledLine(_ line: String, parts: [TextMeasurement.LineSpan], in run: TextRun) -> StyledLine {
        StyledLine(
            string: line, font: run.font, tracking: run.tracking,
            spans: parts.map { StyledLine.Span(range: $0.range, style: style(of: run.spans[$0.span])) }
        )
    }

    /// How a span of a run is set: its font and tracking, or its symbol.
    private func style(of span: TextRun.Span) -> StyledLine.Style {
        StyledLine.Style(font: span.font, tracking: span.tracking, symbol: span.symbol.map { inlineSymbol(named: $0, font: span.font) })
    }

    /// An SF Symbol set in a line of text in `font`, with the room it takes (``TextMeasurer/inlineSymbolBounds(named:font:)``).
    func inlineSymbol(named name: String, font: PlumbLayout.Font) -> StyledLine.InlineSymbol {
        StyledLine.InlineSymbol(name: name, bounds: inlineSymbolBounds(named: name, font: font))
    }

    /// A line as Pango broke it: its text without the trailing spaces or newline, where it starts in the run's
    /// string (UTF-8), and the text from its start to the end of its paragraph (what truncation cuts from).
    private struct WrappedLine {
        var text: String
        var start: Int
        var paragraphRest: String
        var paragraphEnd: Int
    }

    /// Breaks `line` into lines at word boundaries (characters when a word alone is too wide) within `width`, and
    /// at newlines.
    private func wrap(_ line: StyledLine, width: CGFloat?) -> [WrappedLine] {
        configure(line, width: width)
        let bytes = Array(line.string.utf8)
        return (0..<pango_layout_get_line_count(layout)).map { index in
            let layoutLine = pango_layout_get_line_readonly(layout, index)!.pointee
            let start = Int(layoutLine.start_index)
            let end = start + Int(layoutLine.length)
            let paragraphEnd = bytes[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
            return WrappedLine(
                text: trimmingTrailingWhitespace(String(decoding: bytes[start..<min(end, paragraphEnd)], as: UTF8.self)),
                start: start,
                paragraphRest: String(decoding: bytes[start..<paragraphEnd], as: UTF8.self),
                paragraphEnd: paragraphEnd
            )
        }
    }

    private func trimmingTrailingWhitespace(_ text: String) -> String {
        var characters = Substring(text)
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return String(characters)
    }

    private func configure(_ line: StyledLine, width: CGFloat?) {
        pango_layout_set_font_description(layout, fonts.description(for: line.font))
        line.applyAttributes(to: layout, fonts: fonts)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, width.map { Int32(($0 * CGFloat(PANGO_SCALE)).rounded(.up)) } ?? -1)
        pango_layout_set_text(layout, line.string, -1)
    }

    private func points(_ pangoUnits: Int32) -> CGFloat { CGFloat(pangoUnits) / CGFloat(PANGO_SCALE) }
}
