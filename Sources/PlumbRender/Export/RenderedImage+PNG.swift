import CCairo
import Foundation

extension RenderedImage {
    /// Reads a PNG file (any PNG Cairo reads, converted to ARGB32).
    public init(contentsOfPNG url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RenderError.readFailed(path: url.path, reason: "no such file")
        }
        try self.init(pngData: data, path: url.path)
    }

    /// Decodes PNG data; `path` names it in the error when it is not a PNG.
    public init(pngData data: Data, path: String = "<memory>") throws {
        var reader = (data: data, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = closure!.assumingMemoryBound(to: (data: Data, offset: Int).self)
                let count = Int(length)
                guard reader.pointee.offset + count <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
                reader.pointee.data.copyBytes(to: buffer!, from: reader.pointee.offset..<reader.pointee.offset + count)
                reader.pointee.offset += count
                return CAIRO_STATUS_SUCCESS
            }, pointer)!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.readFailed(path: path, reason: String(cString: cairo_status_to_string(status)))
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
