import CCairo
import Foundation

/// Drawing for an application's own interface around a preview — panels, status text, selection outlines — in
/// device pixels: filled and outlined rectangles, one-font text (Cairo's simple text API, no layout), clips and
/// transforms, and the context a ``Painter`` paints a preview into. Made by ``DrawingSurface/draw(_:)``.
public struct ChromeCanvas {
    /// The drawing context, for ``Painter``'s calls.
    public let context: OpaquePointer

    init(context: OpaquePointer) {
        self.context = context
    }

    /// Runs `body` with a canvas on a one-pixel scratch surface: to measure text outside a paint.
    public static func measuring<T>(_ body: (ChromeCanvas) throws -> T) rethrows -> T {
        try DrawingSurface(size: CGSize(width: 1, height: 1)).draw(body)
    }

    /// Sets the font text is drawn and measured in: DejaVu Sans (Mono when `monospaced`) at `size` pixels.
    public func setFont(size: CGFloat, bold: Bool = false, monospaced: Bool = false) {
        cairo_select_font_face(context, monospaced ? "DejaVu Sans Mono" : "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }

    /// How far `text` advances in the current font.
    public func width(of text: String) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` with its baseline starting at `point`.
    public func draw(_ text: String, at point: CGPoint, color: RGBAColor) {
        setSource(color)
        cairo_move_to(context, point.x, point.y)
        cairo_show_text(context, text)
    }

    public func fill(_ rect: CGRect, _ color: RGBAColor) {
        setSource(color)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
    }

    /// Outlines `rect` with a line `width` wide, solid or in `dashes` (on and off lengths).
    public func stroke(_ rect: CGRect, _ color: RGBAColor, width: CGFloat, dashes: [CGFloat] = []) {
        cairo_save(context)
        setSource(color)
        cairo_set_line_width(context, width)
        if !dashes.isEmpty {
            var lengths = dashes.map(Double.init)
            cairo_set_dash(context, &lengths, Int32(lengths.count), 0)
        }
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// Runs `body` with drawing limited to `rect`.
    public func clipped<T>(to rect: CGRect, _ body: () throws -> T) rethrows -> T {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        return try body()
    }

    /// Runs `body` with the origin moved to `origin` and lengths multiplied by `scale`.
    public func transformed<T>(origin: CGPoint, scale: CGFloat, _ body: () throws -> T) rethrows -> T {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, origin.x, origin.y)
        cairo_scale(context, scale, scale)
        return try body()
    }

    private func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
