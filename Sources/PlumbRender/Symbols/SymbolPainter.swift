import CCairo
import Foundation
import PlumbLayout

/// Draws built-in symbols as vectors stretched to their frame, and the labelled placeholder that stands in for
/// unknown symbols and images.
struct SymbolPainter {
    let textPainter: TextPainter

    func paint(_ symbol: Symbol, in frame: CGRect, color: RGBAColor, weight: Font.Weight, on canvas: Canvas) {
        let context = canvas.context
        guard frame.width > 0, frame.height > 0, !color.isInvisible else { return }
        canvas.isolated {
            if symbol.hasCutouts { cairo_push_group(context) }
            canvas.setSource(color)
            cairo_set_line_width(context, Symbol.lineWidth(length: max(frame.width, frame.height), weight: weight))
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            for element in symbol.elements {
                let (path, fills, erases) = element.painting
                cairo_set_operator(context, erases ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_OVER)
                add(path, in: frame, to: context)
                if fills { cairo_fill(context) } else { cairo_stroke(context) }
            }
            if symbol.hasCutouts {
                cairo_pop_group_to_source(context)
                cairo_paint(context)
            }
        }
    }

    /// A rounded box with a dashed border, a cross and the name: an image Plumb cannot draw.
    func paintPlaceholder(named name: String, in frame: CGRect, palette: SystemColorPalette, on canvas: Canvas) {
        let context = canvas.context
        let rect = canvas.snapped(frame)
        guard rect.width > 0, rect.height > 0 else { return }
        let secondary = palette.named("secondary") ?? palette.label
        canvas.isolated {
            ShapeStyle(mode: .fill, lineWidth: 0, color: palette.tertiaryFill)
                .paint(.roundedRectangle(cornerRadius: min(4, rect.height / 4), style: .continuous), in: rect, on: context)
            ShapeOutline(shape: .rectangle, rect: rect).add(to: context)
            cairo_clip(context)
            canvas.setSource(secondary.withAlphaMultiplied(by: 0.5))
            cairo_set_line_width(context, 1)
            cairo_move_to(context, rect.minX, rect.minY)
            cairo_line_to(context, rect.maxX, rect.maxY)
            cairo_move_to(context, rect.maxX, rect.minY)
            cairo_line_to(context, rect.minX, rect.maxY)
            cairo_stroke(context)
            var dashes = [3.0, 2.0]
            cairo_set_dash(context, &dashes, 2, 0)
            canvas.setSource(secondary)
            ShapeOutline(shape: .rectangle, rect: rect.insetBy(dx: 0.5, dy: 0.5)).add(to: context)
            cairo_stroke(context)
            let fitting = min(11, rect.height * 0.4, 11 * (rect.width - 4) / textPainter.measurer.width(of: name, font: .system(size: 11)))
            let font = Font.system(size: max(5, fitting))
            let width = textPainter.measurer.width(of: name, font: font)
            let metrics = textPainter.measurer.metrics(of: font)
            let origin = CGPoint(x: rect.midX - width / 2, y: rect.midY + metrics.capHeight / 2)
            textPainter.draw(name, font: font, color: secondary, baselineOrigin: origin, on: canvas)
        }
    }

    private func add(_ path: SymbolPath, in frame: CGRect, to context: OpaquePointer) {
        cairo_save(context)
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width, frame.height)
        for command in path.commands {
            switch command {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .ellipse(let rect): ShapeOutline(shape: .ellipse, rect: rect).add(to: context)
            case .close: cairo_close_path(context)
            }
        }
        cairo_restore(context)
    }
}
