import CPangoCairo
import PlumbLayout

/// Pango font descriptions for SwiftUI fonts, made once per font. Sizes are absolute (1 point = 1 Cairo user unit),
/// so text is the same size whatever the screen's DPI.
final class PangoFontDescriptions {
    let families: FontFamilies
    private var descriptions: [Font: OpaquePointer] = [:]

    init(families: FontFamilies) {
        self.families = families
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
    }

    func description(for font: Font) -> OpaquePointer {
        if let description = descriptions[font] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families.family(for: font.design, size: font.size))
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }
}
