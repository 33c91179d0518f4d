import CCairo
import Foundation

/// `shadow(color:radius:x:y:)`: paints the content over its shadow — the content's coverage, blurred with a
/// Gaussian of standard deviation `radius` (SwiftUI's radius is Core Animation's `shadowRadius`, half a CSS blur
/// radius), moved by `offset`, in `color`. The coverage is rasterised at the canvas's scale in the view's own
/// coordinates, so a rotated view's shadow turns with it; vector output gets the shadow as an image.
struct ShadowPainter {
    let color: RGBAColor
    let radius: CGFloat
    let offset: CGSize

    /// The largest side of the shadow's image, in pixels: a bigger view's shadow is drawn at a lower resolution.
    private static let maximumSide: CGFloat = 4096
    /// The widest blur the image is made for, in its pixels: a wider one is as smooth drawn at a lower resolution and
    /// scaled up, and blurring costs in proportion to the pixels (a radius of 1e300 took 30 s of CPU at 4096²).
    private static let maximumSigma: CGFloat = 64

    /// The part of the view's shadow to rasterise and the pixels per point to do it at: the view's frame and the
    /// blur's reach around it (three standard deviations), only as far as it can fall on `visible` (the canvas's
    /// clip, in the same coordinates), at the canvas's scale unless ``maximumSide`` or ``maximumSigma`` asks less;
    /// nil when none of it shows.
    func raster(bounds: CGRect, visible: CGRect, canvasScale: CGFloat) -> (area: CGRect, scale: CGFloat)? {
        let margin = 3 * Swift.max(radius, 0) + 1
        let around = bounds.insetBy(dx: -margin, dy: -margin)
        let reach = visible.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -margin, dy: -margin)
        // An unbounded target (the overlays' recording surface) has no clip to go by.
        let area = [reach.minX, reach.minY, reach.width, reach.height].allSatisfy(\.isFinite) ? around.intersection(reach) : around
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        var scale = Swift.min(Swift.max(canvasScale, 1), Self.maximumSide / Swift.max(area.width, area.height))
        if radius > 0 { scale = Swift.min(scale, Self.maximumSigma / radius) }
        return (area, scale)
    }

    /// Paints what `content` paints, over its shadow; `bounds` is the view's frame, which the shadow is taken from.
    func paint(on canvas: Canvas, bounds: CGRect, _ content: () -> Void) {
        let context = canvas.context
        cairo_push_group(context)
        content()
        let pattern = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(pattern) }
        if !color.isInvisible, bounds.isDrawable, !bounds.isEmpty, radius.isDrawable, offset.width.isDrawable, offset.height.isDrawable {
            paintShadow(of: pattern, bounds: bounds, on: canvas)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    private func paintShadow(of pattern: OpaquePointer, bounds: CGRect, on canvas: Canvas) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(canvas.context, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard let (area, scale) = raster(bounds: bounds, visible: visible, canvasScale: canvas.scale) else { return }
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        let coverage = cairo_create(mask)!
        cairo_scale(coverage, scale, scale)
        cairo_translate(coverage, -area.minX, -area.minY)
        cairo_set_source(coverage, pattern)
        cairo_paint(coverage)
        cairo_destroy(coverage)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            BoxBlur.blur(UnsafeMutableBufferPointer(start: data, count: stride * height), width: width, height: height,
                         stride: stride, sigma: Double(radius * scale))
        }
        cairo_surface_mark_dirty(mask)
        canvas.isolated {
            cairo_translate(canvas.context, area.minX + offset.width, area.minY + offset.height)
            cairo_scale(canvas.context, 1 / scale, 1 / scale)
            canvas.setSource(color)
            cairo_mask_surface(canvas.context, mask, 0, 0)
        }
    }
}
