import CCairo
import Foundation

/// The viewer's own text (status line, banner, inspector, help) in Cairo's simple text API: one font, no layout.
/// Also fills and outlines the viewer's rectangles.
struct ChromePen {
    typealias RGBA = (Double, Double, Double, Double)

    /// The height of a line of the viewer's own text, in points.
    static let lineHeight: CGFloat = 15

    let context: OpaquePointer
    /// Window pixels per point of the viewer's interface (`--scale`).
    let scale: CGFloat

    /// Runs `body` with a pen on a scratch surface, to measure and wrap text outside a paint.
    static func measuring<T>(scale: CGFloat, _ body: (ChromePen) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let context = cairo_create(surface)!
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        return body(ChromePen(context: context, scale: scale))
    }

    func setFont(size: CGFloat, bold: Bool = false, monospaced: Bool = false) {
        cairo_select_font_face(context, monospaced ? "DejaVu Sans Mono" : "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size * scale)
    }

    func width(of text: String) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// `text` broken into lines no wider than `maxWidth` in the current font: at spaces, and inside a word longer than
    /// a line.
    func wrap(_ text: String, maxWidth: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if width(of: candidate) <= maxWidth || line.isEmpty && word.isEmpty {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, width(of: line + String(character)) > maxWidth {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws `text` with its baseline starting at `point` (callers wrap it to their width first).
    func draw(_ text: String, at point: CGPoint, color: RGBA) {
        cairo_set_source_rgba(context, color.0, color.1, color.2, color.3)
        cairo_move_to(context, point.x, point.y)
        cairo_show_text(context, text)
    }

    func fill(_ rect: CGRect, _ color: RGBA) {
        cairo_set_source_rgba(context, color.0, color.1, color.2, color.3)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
    }

    func stroke(_ rect: CGRect, _ color: RGBA, width: CGFloat, dashed: Bool = false) {
        cairo_save(context)
        cairo_set_source_rgba(context, color.0, color.1, color.2, color.3)
        cairo_set_line_width(context, width)
        if dashed {
            var dashes: [Double] = [4 * scale, 3 * scale]
            cairo_set_dash(context, &dashes, 2, 0)
        }
        let aligned = CGRect(x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(), height: rect.height.rounded())
            .insetBy(dx: width / 2, dy: width / 2)
        cairo_rectangle(context, aligned.minX, aligned.minY, aligned.width, aligned.height)
        cairo_stroke(context)
        cairo_restore(context)
    }
}
