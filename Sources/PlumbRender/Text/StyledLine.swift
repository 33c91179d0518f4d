import CPangoCairo
import Foundation
import PlumbLayout

/// One line of text in one font (with its decoration and tracking): the key text widths, layouts and sprites are
/// cached by.
struct StyledLine: Hashable {
    var string: String
    var font: Font
    var decoration: TextDecoration = []
    /// Extra space after each character (`tracking(_:)`, `kerning(_:)`).
    var tracking: CGFloat = 0

    /// Sets `layout`'s attributes to this line's decoration and tracking (none when it has neither).
    func applyAttributes(to layout: OpaquePointer) {
        guard !decoration.isEmpty || tracking != 0 else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        let attributes = pango_attr_list_new()
        if decoration.contains(.strikethrough) { pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1)) }
        if decoration.contains(.underline) { pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if tracking != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * CGFloat(PANGO_SCALE)).rounded()))) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }
}
