import CCairo
import Foundation

/// A Cairo context whose user space is in points, with what painting needs to know about its target: the device
/// scale (for snapping edges to pixels) and whether rasterised sprites may stand in for drawing (only on pixel
/// targets whose transformation is a plain scale).
struct Canvas {
    let context: OpaquePointer
    /// Device pixels per point.
    let scale: CGFloat
    let isRaster: Bool
    /// The user-to-device transformation when the canvas was made.
    let matrix: cairo_matrix_t

    init(_ context: OpaquePointer) {
        self.context = context
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        self.matrix = matrix
        scale = CGFloat(abs(matrix.xx))
        let type = cairo_surface_get_type(cairo_get_target(context))
        let pixelTarget = type == CAIRO_SURFACE_TYPE_IMAGE || type == CAIRO_SURFACE_TYPE_XLIB || type == CAIRO_SURFACE_TYPE_XCB
        isRaster = pixelTarget && matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.xx == matrix.yy
    }

    /// `point` in device pixels.
    func device(_ point: CGPoint) -> CGPoint {
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(context, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `point` moved to the nearest device pixel corner.
    func snapped(_ point: CGPoint) -> CGPoint {
        let onDevice = device(point)
        var x = Double(onDevice.x.rounded())
        var y = Double(onDevice.y.rounded())
        cairo_device_to_user(context, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// `rect` with each edge moved to the nearest device pixel boundary, as SwiftUI draws frames.
    func snapped(_ rect: CGRect) -> CGRect {
        let origin = snapped(CGPoint(x: rect.minX, y: rect.minY))
        let end = snapped(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: origin.x, y: origin.y, width: end.x - origin.x, height: end.y - origin.y)
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

    /// Runs `body` with the graphics state saved and restored around it.
    func isolated(_ body: () -> Void) {
        cairo_save(context)
        body()
        cairo_restore(context)
    }
}
