import CCairo
import Foundation

/// A Cairo context whose user space is in points, with what painting needs to know about its target: the
/// transformation to its pixels (the context's matrix, then the surface's device scale and offset) for snapping
/// edges to the pixel grid, and whether rasterised sprites may stand in for drawing (only on pixel targets whose
/// transformation is a plain scale).
struct Canvas {
    let context: OpaquePointer
    /// Pixels per point.
    let scale: CGFloat
    let isRaster: Bool
    /// User space to the target's pixels.
    let matrix: cairo_matrix_t
    private let inverse: cairo_matrix_t

    init(_ context: OpaquePointer) {
        self.context = context
        let target = cairo_get_target(context)
        var user = cairo_matrix_t()
        cairo_get_matrix(context, &user)
        var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var device = cairo_matrix_t(xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: offsetX, y0: offsetY)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &user, &device)
        self.matrix = matrix
        var inverse = matrix
        if cairo_matrix_invert(&inverse) != CAIRO_STATUS_SUCCESS { cairo_matrix_init_identity(&inverse) }
        self.inverse = inverse
        scale = CGFloat(abs(matrix.xx))
        let type = cairo_surface_get_type(target)
        let pixelTarget = type == CAIRO_SURFACE_TYPE_IMAGE || type == CAIRO_SURFACE_TYPE_XLIB || type == CAIRO_SURFACE_TYPE_XCB
        isRaster = pixelTarget && matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.xx == matrix.yy
    }

    /// `point` in the target's pixels.
    func device(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x)
        var y = Double(point.y)
        var matrix = matrix
        cairo_matrix_transform_point(&matrix, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `point` moved to the nearest pixel corner.
    func snapped(_ point: CGPoint) -> CGPoint {
        let onDevice = device(point)
        return user(CGPoint(x: onDevice.x.rounded(), y: onDevice.y.rounded()))
    }

    /// A point in the target's pixels in drawing coordinates.
    private func user(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x)
        var y = Double(point.y)
        var inverse = inverse
        cairo_matrix_transform_point(&inverse, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `rect` with each edge moved to the nearest pixel boundary, as SwiftUI draws frames. A rect thinner than a
    /// pixel that rounding would close keeps the pixel it lies most in (a 0.5-point `Divider` at scale 1).
    func snapped(_ rect: CGRect) -> CGRect {
        let start = device(CGPoint(x: rect.minX, y: rect.minY)), end = device(CGPoint(x: rect.maxX, y: rect.maxY))
        func edges(_ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
            let rounded = (low.rounded(), high.rounded())
            guard rounded.0 == rounded.1, high != low else { return rounded }
            let pixel = ((low + high) / 2).rounded(.down)
            return high > low ? (pixel, pixel + 1) : (pixel + 1, pixel)
        }
        let (x0, x1) = edges(start.x, end.x), (y0, y1) = edges(start.y, end.y)
        let origin = user(CGPoint(x: x0, y: y0)), corner = user(CGPoint(x: x1, y: y1))
        return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
    }

    func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func fill(_ rect: CGRect, with color: RGBAColor) {
        guard !color.isInvisible else { return }
        setSource(color)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
    }

    /// Draws what `draw` draws in a colour (text, a symbol) in `style`: directly for a colour; for a gradient, drawn
    /// opaque into a group, whose ink then masks the gradient spread over `rect`.
    func paint(_ style: ResolvedStyle, over rect: CGRect, _ draw: (RGBAColor) -> Void) {
        switch style {
        case .color(let color):
            draw(color)
        case .gradient:
            isolated {
                // The group covers the view and a margin for ink beyond its frame, not the whole canvas.
                let margin = rect.height / 2 + 4
                cairo_rectangle(context, rect.minX - margin, rect.minY - margin, rect.width + 2 * margin, rect.height + 2 * margin)
                cairo_clip(context)
                cairo_push_group(context)
                draw(RGBAColor(red: 0, green: 0, blue: 0))
                let ink = cairo_pop_group(context)
                style.setSource(on: context, over: rect)
                cairo_mask(context, ink)
                cairo_pattern_destroy(ink)
            }
        }
    }

    /// Runs `body` with the graphics state saved and restored around it.
    func isolated(_ body: () -> Void) {
        cairo_save(context)
        body()
        cairo_restore(context)
    }
}
