import CPangoCairo
import Foundation
import PlumbLayout

/// A font family's own metrics, as Pango shapes it (kerning and ligatures included): what text is measured with
/// under `--font`, and what San Francisco's tables fall back to for characters they do not hold. Not thread-safe.
final class PangoGlyphMetrics: GlyphMetrics {
    let fonts: PangoFontDescriptions
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var clusterWidths: [CGFloat] = []

    init(context: OpaquePointer, fonts: PangoFontDescriptions) {
        self.context = context
        self.fonts = fonts
        layout = pango_layout_new(context)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    func metrics(of font: PlumbLayout.Font) -> FontMetrics {
        let pangoMetrics = pango_context_get_metrics(context, fonts.description(for: font), nil)
        defer { pango_font_metrics_unref(pangoMetrics) }
        let ascent = points(pango_font_metrics_get_ascent(pangoMetrics))
        let descent = points(pango_font_metrics_get_descent(pangoMetrics))
        let height = points(pango_font_metrics_get_height(pangoMetrics))
        pango_layout_set_attributes(layout, nil)
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_text(layout, "H", -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let capHeight = points(Int32(pango_layout_get_baseline(layout)) - ink.y)
        return FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent), capHeight: capHeight)
    }

    func appendAdvances(of characters: Substring, in font: PlumbLayout.Font, to advances: inout [CGFloat]) {
        let text = String(characters)
        pango_layout_set_attributes(layout, nil)
        pango_layout_set_font_description(layout, fonts.description(for: font))
        pango_layout_set_width(layout, -1)
        pango_layout_set_text(layout, text, -1)
        // Each glyph's width goes to the byte its cluster starts at; a character takes the clusters starting in it.
        let byteCount = text.utf8.count
        clusterWidths.removeAll(keepingCapacity: true)
        clusterWidths.append(contentsOf: repeatElement(0, count: byteCount + 1))
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let glyphs = run.pointee.glyphs.pointee
            let itemOffset = Int(run.pointee.item.pointee.offset)
            for index in 0..<Int(glyphs.num_glyphs) {
                let byte = min(byteCount, itemOffset + Int(glyphs.log_clusters[index]))
                clusterWidths[byte] += points(glyphs.glyphs[index].geometry.width)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        var offset = 0
        for character in text {
            let end = offset + character.utf8.count
            advances.append(clusterWidths[offset..<end].reduce(0, +))
            offset = end
        }
    }

    private func points(_ pangoUnits: Int32) -> CGFloat { CGFloat(pangoUnits) / CGFloat(PANGO_SCALE) }
}
