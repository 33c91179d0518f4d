import CCairo
import Foundation
import PlumbContent
import PlumbLayout

/// Draws an asset image's pixels: the file of the scale nearest the display's, stretched over the image's frame (its
/// natural size in points unless `resizable`, `aspectRatio` or a frame made it otherwise); a template image's alpha
/// filled with a colour instead.
struct ImagePainter {
    let canvas: Canvas

    /// Paints the file of `representation` over `frame`, in its own colours, or its alpha filled with `template` when
    /// given; the reason when the file cannot be read (nothing is drawn then).
    func paint(_ representation: ImageRepresentation, in frame: CGRect, template: RGBAColor?) -> String? {
        let surface: OpaquePointer
        switch ImageSurfaces.shared.surface(at: representation.file) {
        case .surface(let loaded): surface = loaded
        case .unreadable(let reason): return "\((representation.file as NSString).lastPathComponent): \(reason)"
        }
        defer { cairo_surface_destroy(surface) }
        let (width, height) = (CGFloat(cairo_image_surface_get_width(surface)), CGFloat(cairo_image_surface_get_height(surface)))
        guard width > 0, height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let context = canvas.context
        canvas.isolated {
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
            cairo_translate(context, frame.minX, frame.minY)
            cairo_scale(context, frame.width / width, frame.height / height)
            // The edge pixels are spread outwards, so a stretched image's edges stay sharp, not faded to transparent.
            let pixels = cairo_pattern_create_for_surface(surface)
            defer { cairo_pattern_destroy(pixels) }
            cairo_pattern_set_extend(pixels, CAIRO_EXTEND_PAD)
            if let template {
                canvas.setSource(template)
                cairo_mask(context, pixels)
            } else {
                cairo_set_source(context, pixels)
                cairo_paint(context)
            }
        }
        return nil
    }
}
