import CCairo
import Foundation

extension RenderedImage {
    /// Reads a PNG file (any PNG Cairo reads, converted to ARGB32).
    public init(contentsOfPNG url: URL) throws {
        let surface = cairo_image_surface_create_from_png(url.path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.readFailed(path: url.path, reason: String(cString: cairo_status_to_string(status)))
        }
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else {
            self.init(surface: surface)
            return
        }
        // RGB24 and the rest are painted onto an ARGB32 surface, so every image compares pixel for pixel.
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(converted) }
        let context = cairo_create(converted)!
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        self.init(surface: converted)
    }
}
