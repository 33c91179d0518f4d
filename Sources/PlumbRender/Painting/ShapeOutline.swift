import CCairo
import Foundation
import PlumbLayout

/// The outline of a SwiftUI shape in a rectangle, added to a Cairo path.
struct ShapeOutline {
    var shape: ShapeKind
    var rect: CGRect

    /// How far along each edge a continuous ("squircle") corner starts, as a multiple of its radius.
    static let continuousCornerExtent: CGFloat = 1.28
    /// Where a continuous corner's control points sit between its ends and the corner, as a fraction of its extent.
    static let continuousControlFraction: CGFloat = 0.32
    /// Where a circular corner's control points sit: the usual cubic approximation of a quarter circle.
    static let circularControlFraction: CGFloat = 0.4477

    func add(to context: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch shape {
        case .rectangle:
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRectangle(let radius, let style):
            addRoundedRectangle(RectangleCornerRadii(all: radius), continuous: style == .continuous, to: context)
        case .unevenRoundedRectangle(let radii, let style):
            addRoundedRectangle(radii, continuous: style == .continuous, to: context)
        case .capsule:
            addRoundedRectangle(RectangleCornerRadii(all: min(rect.width, rect.height) / 2), continuous: false, to: context)
        case .circle:
            cairo_new_sub_path(context)
            cairo_arc(context, rect.midX, rect.midY, min(rect.width, rect.height) / 2, 0, 2 * .pi)
            cairo_close_path(context)
        case .ellipse:
            addEllipse(to: context)
        case .path(let path):
            addElements(of: path, to: context)
        case .custom(let shape):
            addElements(of: shape.outline(for: rect.size), to: context)
        case .trimmed(let shape, let from, let to):
            cairo_new_path(context)
            ShapeOutline(shape: shape, rect: rect).add(to: context)
            PathTrim.trim(context, from: from, to: to)
        case .inset(let shape, let amount):
            ShapeOutline(shape: shape.inset(by: amount), rect: rect.insetBy(dx: amount, dy: amount)).add(to: context)
        case .rotated(let shape, let angle, let anchor):
            add(shape, mappedBy: .rotation(angle.radians), about: anchor, to: context)
        case .transformed(let shape, let matrix, let anchor):
            add(shape, mappedBy: matrix, about: anchor, to: context)
        }
    }

    /// `shape`'s outline mapped by `matrix` about the unit point `anchor` of the rectangle. The transformation
    /// applies to the points as they are added; the path stays when it is restored. A matrix that flattens the
    /// plane (`scale(0)`) adds nothing: the outline has no area, and Cairo's context would stop drawing altogether.
    private func add(_ shape: ShapeKind, mappedBy matrix: AffineMatrix, about anchor: UnitPoint, to context: OpaquePointer) {
        guard matrix.a * matrix.d - matrix.b * matrix.c != 0, [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return }
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        var cairoMatrix = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
        cairo_save(context)
        cairo_translate(context, pivot.x, pivot.y)
        cairo_transform(context, &cairoMatrix)
        cairo_translate(context, -pivot.x, -pivot.y)
        ShapeOutline(shape: shape, rect: rect).add(to: context)
        cairo_restore(context)
    }

    /// A path's elements, in the coordinates of the view at `rect` (Cairo has no quadratic curves: each becomes the
    /// cubic of the same curve, from Cairo's current point). A path with a point that is not drawable (NaN, or past
    /// Cairo's fixed-point range: ``drawableCoordinateLimit``) adds nothing, as Core Graphics draws nothing of it:
    /// Cairo took gigabytes to fill one, then crashed.
    private func addElements(of path: Path, to context: OpaquePointer) {
        func device(_ point: CGPoint) -> (Double, Double) { (rect.minX + point.x, rect.minY + point.y) }
        guard path.elements.allSatisfy({ $0.points.allSatisfy { CGPoint(x: rect.minX + $0.x, y: rect.minY + $0.y).isDrawable } }) else { return }
        for element in path.elements {
            switch element {
            case .move(let point):
                let (x, y) = device(point)
                cairo_move_to(context, x, y)
            case .line(let point):
                let (x, y) = device(point)
                cairo_line_to(context, x, y)
            case .quadCurve(let point, let control):
                var (x0, y0) = (0.0, 0.0)
                cairo_get_current_point(context, &x0, &y0)
                let (cx, cy) = device(control), (x, y) = device(point)
                cairo_curve_to(context, x0 + (cx - x0) * 2 / 3, y0 + (cy - y0) * 2 / 3, x + (cx - x) * 2 / 3, y + (cy - y) * 2 / 3, x, y)
            case .curve(let point, let control1, let control2):
                let (x1, y1) = device(control1), (x2, y2) = device(control2), (x, y) = device(point)
                cairo_curve_to(context, x1, y1, x2, y2, x, y)
            case .closeSubpath:
                cairo_close_path(context)
            }
        }
    }

    private func addEllipse(to context: OpaquePointer) {
        cairo_save(context)
        cairo_translate(context, rect.midX, rect.midY)
        cairo_scale(context, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(context)
        cairo_restore(context)
    }

    /// A rectangle whose corners are rounded by `radii`, each corner's curve at most half the shorter side long.
    private func addRoundedRectangle(_ radii: RectangleCornerRadii, continuous: Bool, to context: OpaquePointer) {
        let limit = min(rect.width, rect.height) / 2
        let extent = { (radius: CGFloat) in min(max(0, radius) * (continuous ? Self.continuousCornerExtent : 1), limit) }
        let (topLeading, topTrailing) = (extent(radii.topLeading), extent(radii.topTrailing))
        let (bottomTrailing, bottomLeading) = (extent(radii.bottomTrailing), extent(radii.bottomLeading))
        guard topLeading + topTrailing + bottomTrailing + bottomLeading > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let fraction = continuous ? Self.continuousControlFraction : Self.circularControlFraction
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_new_sub_path(context)
        cairo_move_to(context, minX + topLeading, minY)
        cairo_line_to(context, maxX - topTrailing, minY)
        var control = topTrailing * fraction
        cairo_curve_to(context, maxX - control, minY, maxX, minY + control, maxX, minY + topTrailing)
        cairo_line_to(context, maxX, maxY - bottomTrailing)
        control = bottomTrailing * fraction
        cairo_curve_to(context, maxX, maxY - control, maxX - control, maxY, maxX - bottomTrailing, maxY)
        cairo_line_to(context, minX + bottomLeading, maxY)
        control = bottomLeading * fraction
        cairo_curve_to(context, minX + control, maxY, minX, maxY - control, minX, maxY - bottomLeading)
        cairo_line_to(context, minX, minY + topLeading)
        control = topLeading * fraction
        cairo_curve_to(context, minX, minY + control, minX + control, minY, minX + topLeading, minY)
        cairo_close_path(context)
    }
}
