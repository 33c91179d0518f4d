import CPangoCairo
import Foundation
import PlumbLayout

/// One line of text in one font (with its decoration and tracking), and its parts in styles of their own: the key
/// text widths, layouts and sprites are cached by.
struct StyledLine: Hashable {
    var string: String
    var font: Font
    var decoration: TextDecoration = []
    /// Extra space after each character (`tracking(_:)`, `kerning(_:)`).
    var tracking: CGFloat = 0
    /// Parts of the line in a style of their own (a `Text + Text` operand, Markdown emphasis), by UTF-8 range.
    var spans: [Span] = []

    /// A part of a line in a style of its own; `color` nil draws it in the line's colour.
    struct Span: Hashable {
        var range: Range<Int>
        var style: Style
    }

    /// How a part of a line is set and drawn.
    struct Style: Hashable {
        var font: Font
        var decoration: TextDecoration = []
        var tracking: CGFloat = 0
        var color: RGBAColor?
        /// A colour behind the part's characters (an `AttributedString` run's `backgroundColor`).
        var background: RGBAColor?
        /// An SF Symbol set in place of the part's text.
        var symbol: InlineSymbol?
    }

    /// An SF Symbol in a line: its name, and its bounds relative to the start of its baseline.
    struct InlineSymbol: Hashable {
        var name: String
        var bounds: CGRect
    }

    /// What the typesetter needs of the line's spans.
    var segments: [TextSegment] {
        spans.map { TextSegment(range: $0.range, font: $0.style.font, tracking: $0.style.tracking, symbolWidth: $0.style.symbol?.bounds.width) }
    }

    /// Sets `layout`'s attributes to this line's decoration and spans (none when it has neither). Tracking is not
    /// Pango's: the painter places each character at its measured advance, tracking included.
    func applyAttributes(to layout: OpaquePointer, fonts: PangoFontDescriptions) {
        guard !decoration.isEmpty || !spans.isEmpty else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        let attributes = pango_attr_list_new()
        Self.insert(decoration: decoration, into: attributes, range: nil)
        for span in spans {
            let range = span.range
            Self.insert(pango_attr_font_desc_new(fonts.description(for: span.style.font)), into: attributes, range: range)
            if let symbol = span.style.symbol {
                // The symbol's room in the line, which the painter draws it in.
                func pango(_ value: CGFloat) -> Int32 { Int32((value * CGFloat(PANGO_SCALE)).rounded()) }
                var rect = PangoRectangle(x: 0, y: pango(symbol.bounds.minY), width: pango(symbol.bounds.width), height: pango(symbol.bounds.height))
                Self.insert(pango_attr_shape_new(&rect, &rect), into: attributes, range: range)
            }
            Self.insert(decoration: span.style.decoration.subtracting(decoration), into: attributes, range: range)
            func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            if let color = span.style.color {
                Self.insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), into: attributes, range: range)
                if color.alpha < 1 { Self.insert(pango_attr_foreground_alpha_new(channel(color.alpha)), into: attributes, range: range) }
            }
            if let background = span.style.background {
                Self.insert(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)), into: attributes, range: range)
                if background.alpha < 1 { Self.insert(pango_attr_background_alpha_new(channel(background.alpha)), into: attributes, range: range) }
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private static func insert(decoration: TextDecoration, into attributes: OpaquePointer?, range: Range<Int>?) {
        if decoration.contains(.strikethrough) { insert(pango_attr_strikethrough_new(1), into: attributes, range: range) }
        if decoration.contains(.underline) { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), into: attributes, range: range) }
    }

    /// Adds `attribute` to the list, over `range` of the line's bytes (all of it when nil).
    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into attributes: OpaquePointer?, range: Range<Int>?) {
        guard let attribute else { return }
        if let range {
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
        }
        pango_attr_list_insert(attributes, attribute)
    }
}
