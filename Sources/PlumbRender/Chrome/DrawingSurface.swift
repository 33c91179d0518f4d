import CCairo
import Foundation

/// Pixels an application paints into with a ``ChromeCanvas``: an image it owns (``init(size:)``), or memory someone
/// else owns and shows, such as a window's shared image (``init(wrapping:width:height:bytesPerRow:)``).
/// A class: it owns the Cairo surface, released with it.
public final class DrawingSurface {
    private let surface: OpaquePointer

    /// A transparent ARGB32 image of `size` pixels (at least one pixel on each side).
    public init(size: CGSize) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, size.width)), Int32(max(1, size.height)))
    }

    /// Paints straight into `pixels`: 32-bit words, the low 24 bits red, green and blue (X11's 24-bit visual),
    /// `bytesPerRow` apart. The memory must outlive the surface.
    public init(wrapping pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int) {
        surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(bytesPerRow))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Runs `body` with a canvas on the surface, then finishes its drawing (the canvas is not kept).
    public func draw<T>(_ body: (ChromeCanvas) throws -> T) rethrows -> T {
        let context = cairo_create(surface)!
        defer {
            cairo_destroy(context)
            cairo_surface_flush(surface)
        }
        return try body(ChromeCanvas(context: context))
    }

    /// The pixels painted so far.
    public var image: RenderedImage { RenderedImage(surface: surface) }

    /// Writes the surface as a PNG file; false when it cannot be written.
    public func writePNG(to path: String) -> Bool {
        cairo_surface_flush(surface)
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }
}
