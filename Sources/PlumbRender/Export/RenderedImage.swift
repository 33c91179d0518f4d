import CCairo
import Foundation

/// Pixels painted in memory: Cairo's ARGB32 (premultiplied alpha, native-endian 32-bit words), row by row.
public struct RenderedImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "an image needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Copies the pixels of a flushed Cairo image surface.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width))
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The image encoded as PNG.
    public func pngData() throws -> Data {
        try withSurface { surface in
            var data = Data()
            let status = withUnsafeMutablePointer(to: &data) { buffer in
                cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                    closure!.assumingMemoryBound(to: Data.self).pointee.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, buffer)
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.writeFailed(path: "<memory>", reason: String(cString: cairo_status_to_string(status)))
            }
            return data
        }
    }

    /// Writes the image as a PNG file.
    public func writePNG(to url: URL) throws {
        try withSurface { surface in
            let status = cairo_surface_write_to_png(surface, url.path)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.writeFailed(path: url.path, reason: String(cString: cairo_status_to_string(status)))
            }
        }
    }

    /// Runs `body` with a Cairo image surface over a copy of the pixels.
    func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
        var copy = pixels
        return try copy.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))!
            defer { cairo_surface_destroy(surface) }
            return try body(surface)
        }
    }
}
