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

    /// Paints what `content` paints, over its shadow; `bounds` is the view's frame, which the shadow is taken from.
    func paint(on canvas: Canvas, bounds: CGRect, _ content: () -> Void) {
        let context = canvas.context
        cairo_push_group(context)
        content()
        let pattern = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(pattern) }
        if !color.isInvisible, bounds.isDrawable, !bounds.isEmpty, radius.isFinite, offset.width.isFinite, offset.height.isFinite {
            paintShadow(of: pattern, bounds: bounds, on: canvas)
        }
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    private func paintShadow(of pattern: OpaquePointer, bounds: CGRect, on canvas: Canvas) {
        let margin = 3 * Swift.max(radius, 0) + 1
        let area = bounds.insetBy(dx: -margin, dy: -margin)
        let scale = Swift.min(Swift.max(canvas.scale, 1), Self.maximumSide / Swift.max(area.width, area.height))
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
