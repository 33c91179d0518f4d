import CCairo
import Foundation

extension Canvas {
    /// A straight line of `width` points, dashed when `dashes` is given; a 1-point line sits on pixel centres.
    func strokeLine(from start: CGPoint, to end: CGPoint, color: RGBAColor, width: CGFloat = 1, dashes: [Double]? = nil) {
        isolated {
            let a = hairlineAligned(start, width: width)
            let b = hairlineAligned(end, width: width)
            cairo_move_to(context, a.x, a.y)
            cairo_line_to(context, b.x, b.y)
            stroke(color: color, width: width, dashes: dashes)
        }
    }

    /// The outline of `rect` drawn just inside it.
    func strokeRect(_ rect: CGRect, color: RGBAColor, width: CGFloat = 1, dashes: [Double]? = nil) {
        isolated {
            let inner = snapped(rect).insetBy(dx: width / 2, dy: width / 2)
            guard inner.width >= 0, inner.height >= 0 else { return }
            cairo_rectangle(context, inner.minX, inner.minY, inner.width, inner.height)
            stroke(color: color, width: width, dashes: dashes)
        }
    }

    /// Diagonal lines `spacing` apart across `rect`.
    func hatch(_ rect: CGRect, color: RGBAColor, spacing: CGFloat) {
        guard rect.width > 0, rect.height > 0 else { return }
        isolated {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(context)
            var offset = -rect.height
            while offset < rect.width {
                cairo_move_to(context, rect.minX + offset, rect.maxY)
                cairo_line_to(context, rect.minX + offset + rect.height, rect.minY)
                offset += spacing
            }
            stroke(color: color, width: 1, dashes: nil)
        }
    }

    /// A circle of `radius` around `center`, crossed by lines reaching `crossRadius` when given.
    func strokeCircle(center: CGPoint, radius: CGFloat, crossRadius: CGFloat? = nil, color: RGBAColor, width: CGFloat) {
        isolated {
            cairo_new_sub_path(context)
            cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
            if let crossRadius {
                cairo_move_to(context, center.x - crossRadius, center.y)
                cairo_line_to(context, center.x + crossRadius, center.y)
                cairo_move_to(context, center.x, center.y - crossRadius)
                cairo_line_to(context, center.x, center.y + crossRadius)
            }
            stroke(color: color, width: width, dashes: nil)
        }
    }

    private func stroke(color: RGBAColor, width: CGFloat, dashes: [Double]?) {
        setSource(color)
        cairo_set_line_width(context, width)
        if var dashes { cairo_set_dash(context, &dashes, Int32(dashes.count), 0) }
        cairo_stroke(context)
    }

    /// `point` moved so that a line of `width` through it covers whole pixels.
    private func hairlineAligned(_ point: CGPoint, width: CGFloat) -> CGPoint {
        let odd = Int((width * scale).rounded()) % 2 == 1
        let snappedPoint = snapped(point)
        let half = odd ? 0.5 / scale : 0
        return CGPoint(x: snappedPoint.x + half, y: snappedPoint.y + half)
    }
}
