import CCairo
import Foundation
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
        let (width, height) = (CGFloat(cairo_image_surface_get_width(surface)), CGFloat(cairo_image_surface_get_height(surface)))
        guard width > 0, height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let context = canvas.context
        canvas.isolated {
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
            cairo_translate(context, frame.minX, frame.minY)
            cairo_scale(context, frame.width / width, frame.height / height)
            if let template {
                canvas.setSource(template)
                cairo_mask_surface(context, surface, 0, 0)
            } else {
                cairo_set_source_surface(context, surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
                cairo_paint(context)
            }
        }
        return nil
    }
}
