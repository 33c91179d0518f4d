import CCairo
import CPangoCairo
import Foundation
import PlumbLayout

/// Measures text as an iPhone does and draws it with Pango: by default with San Francisco's metrics
/// (``SanFranciscoMetrics``; characters outside its tables take the drawing font's advances scaled to SF's), drawn
/// in Inter with each character placed at its SF position; given a family (`--font`), with that font's own metrics.
/// Lines are set by ``TextTypesetter``; answers are cached per run and proposal. Not thread-safe: use one measurer
/// per thread.
public final class PangoTextMeasurer: TextMeasurer {
    public let families: FontFamilies
    /// Whether widths and vertical metrics are San Francisco's (else the drawing fonts' own).
    public let measuresAsSanFrancisco: Bool
    /// The Pango context all layouts are made in: unhinted metrics, unrounded glyph positions, so measurements do
    /// not depend on the output's scale.
    let context: OpaquePointer
    let fonts: PangoFontDescriptions
    let typesetter: TextTypesetter
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// A measurer with San Francisco's metrics drawing in ``FontFamilies/iPhone``, or, given `family`, one setting
    /// and measuring text in that family (through fontconfig).
    public convenience init(family: String? = nil) {
        if let family {
            self.init(families: FontFamilies(sans: family), measuresAsSanFrancisco: false)
        } else {
            self.init(families: .iPhone, measuresAsSanFrancisco: true)
        }
    }

    public init(families: FontFamilies, measuresAsSanFrancisco: Bool) {
        self.families = families
        self.measuresAsSanFrancisco = measuresAsSanFrancisco
        fonts = PangoFontDescriptions(families: families)
        fontMap = pango_cairo_font_map_new()
        // San Francisco's metrics are drawn in the installed fonts alone; a family asked for by name is the machine's.
        if measuresAsSanFrancisco, let config = InstalledFonts.configuration {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        }
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        let own = PangoGlyphMetrics(context: context, fonts: fonts)
        let glyphs: GlyphMetrics = measuresAsSanFrancisco ? SanFranciscoMetrics(fallback: own) : own
        typesetter = TextTypesetter(glyphs: glyphs) { name, variants, font, scale in
            SymbolLibrary.symbol(named: name, variants: variants).size(for: font, scale: scale)
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// The family and version of the font body text is drawn in (`Inter 4.000`), as fontconfig matched it.
    var drawingFontName: String {
        guard let font = pango_font_map_load_font(fontMap, context, fonts.description(for: .body)) else { return families.sans }
        defer { g_object_unref(font) }
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return families.sans }
        var family: UnsafeMutablePointer<FcChar8>?
        var version: Int32 = 0
        let name = FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch ? family.map { String(cString: $0) } ?? families.sans : families.sans
        guard FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &version) == FcResultMatch else { return name }
        // fontconfig keeps the version as 16.16 fixed point.
        return name + " " + String(format: "%.3f", Double(version) / 65536)
    }

    /// How many measurements were set rather than answered from the cache.
    var measurementsSet: Int { typesetter.measurementsSet }

    public func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        typesetter.measure(run, proposal: proposal)
    }

    public func metrics(of font: PlumbLayout.Font) -> FontMetrics {
        typesetter.metrics(of: font)
    }

    public func symbolSize(named name: String, variants: SymbolVariants, font: PlumbLayout.Font, scale: ImageScale) -> CGSize {
        typesetter.symbolSize(named: name, variants: variants, font: font, scale: scale)
    }

    /// The advance width of `string` set on one line in `font`, `tracking` after each character — the last one too,
    /// as SwiftUI's tracking and kerning add it.
    public func width(of string: String, font: PlumbLayout.Font, tracking: CGFloat = 0) -> CGFloat {
        typesetter.width(of: string, font: font, tracking: tracking)
    }

    /// The advance width of a line with its spans (tracking after its last character too).
    func width(of line: StyledLine) -> CGFloat {
        advances(of: line).reduce(0, +)
    }

    /// Each character's advance in a line with its spans: where the painter places its glyphs.
    func advances(of line: StyledLine) -> [CGFloat] {
        typesetter.advances(of: line.string, font: line.font, tracking: line.tracking, segments: line.segments)
    }

    /// Each character's tracking in a line with its spans: the part of its advance after its glyph.
    func tracking(of line: StyledLine) -> [CGFloat] {
        typesetter.trackings(of: line.string, tracking: line.tracking, segments: line.segments)
    }

    /// An SF Symbol set in a line of text in `font`, with the room it takes (``TextMeasurer/inlineSymbolBounds(named:font:)``).
    func inlineSymbol(named name: String, font: PlumbLayout.Font) -> StyledLine.InlineSymbol {
        StyledLine.InlineSymbol(name: name, bounds: inlineSymbolBounds(named: name, font: font))
    }
}
