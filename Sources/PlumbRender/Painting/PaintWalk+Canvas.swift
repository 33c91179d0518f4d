import CCairo
import Foundation
import PlumbContent
import PlumbLayout

extension PaintWalk {
    /// Paints a `Canvas`'s drawing in `frame`, clipped to it: each operation under its transform, opacity and clips;
    /// a path without a style of its own, a text or symbol without a colour, in the foreground.
    func paintCanvas(_ operations: [CanvasOperation], in frame: CGRect, environment: EnvironmentValues, foreground: ResolvedStyle, source: SourceLocation?) {
        let context = canvas.context
        let bounds = CGRect(origin: .zero, size: frame.size)
        canvas.isolated {
            ShapeOutline(shape: .rectangle, rect: frame).add(to: context)
            cairo_clip(context)
            cairo_translate(context, frame.minX, frame.minY)
            for operation in operations {
                canvas.isolated {
                    for clip in operation.clips {
                        ShapeOutline(shape: .path(clip), rect: bounds).add(to: context)
                        cairo_clip(context)
                    }
                    let transform = operation.transform
                    var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
                    cairo_transform(context, &matrix)
                    if operation.opacity < 1 { cairo_push_group(context) }
                    // Drawn through a canvas of the context as transformed, so text and symbols are placed (and only
                    // rasterised as sprites) under it.
                    draw(operation.content, on: Canvas(context), bounds: bounds, environment: environment, foreground: foreground, source: source)
                    if operation.opacity < 1 {
                        cairo_pop_group_to_source(context)
                        cairo_paint_with_alpha(context, operation.opacity)
                    }
                }
            }
        }
    }

    private func draw(
        _ content: CanvasOperation.Content, on local: Canvas, bounds: CGRect, environment: EnvironmentValues, foreground: ResolvedStyle,
        source: SourceLocation?
    ) {
        switch content {
        case .shape(let path, let paint):
            let style = ShapeStyle(paint) { style in style.map { resolve($0, environment, source: source) } ?? foreground }
            shapes.paint(.path(path), style: style, in: bounds, on: local)
        case .text(let string, let font, let color, let point, let anchor):
            let font = font ?? environment.resolvedFont
            let metrics = text.measurer.metrics(of: font)
            let size = CGSize(width: text.measurer.width(of: string, font: font), height: metrics.lineHeight)
            let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height + metrics.ascender)
            let bounds = CGRect(origin: CGPoint(x: origin.x, y: origin.y - metrics.ascender), size: size)
            local.paint(color.map { .color(resolve($0, environment, source: source)) } ?? foreground, over: bounds) { color in
                text.draw(string, font: font, color: color, baselineOrigin: origin, on: local)
            }
        case .symbol(let name, let font, let color, let rect):
            local.paint(color.map { .color(resolve($0, environment, source: source)) } ?? foreground, over: rect) { color in
                paintSymbol(named: name, variants: environment.symbolVariants, in: rect, color: color, weight: font.weight, source: source, on: local)
            }
        }
    }
}
