import CCairo
import CJPEG
import Foundation

/// The pixels of image files — PNG with Cairo's reader, JPEG with libjpeg — read once per file and kept while the
/// file is unchanged (its modification date and size the same), shared by every paint: a viewer repaints the same
/// images many times. At most ``capacity`` files are kept; past it, all are let go.
///
/// `@unchecked Sendable`, and safe: every read and write of `entries` holds `lock`, and a kept surface is only ever
/// referenced anew (Cairo's reference counts are atomic), never drawn into.
final class ImageSurfaces: @unchecked Sendable {
    static let shared = ImageSurfaces()

    /// A file's pixels, or why there are none.
    enum Loaded {
        case surface(OpaquePointer)
        case unreadable(String)
    }

    private struct Entry {
        let stamp: [FileAttributeKey: AnyHashable]
        let loaded: Loaded
    }

    private static let capacity = 256
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The pixels of the PNG or JPEG file at `path`, a surface reference the caller destroys.
    func surface(at path: String) -> Loaded {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let stamp = attributes.filter { $0.key == .modificationDate || $0.key == .size }.compactMapValues { $0 as? AnyHashable }
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[path], entry.stamp == stamp { return Self.referenced(entry.loaded) }
        if case .surface(let old)? = entries[path]?.loaded { cairo_surface_destroy(old) }
        if entries[path] == nil, entries.count >= Self.capacity {
            for case .surface(let kept) in entries.values.map(\.loaded) { cairo_surface_destroy(kept) }
            entries.removeAll()
        }
        let loaded = Self.load(path, exists: !attributes.isEmpty)
        entries[path] = Entry(stamp: stamp, loaded: loaded)
        return Self.referenced(loaded)
    }

    /// `loaded` with its surface referenced once more, for a caller to destroy.
    private static func referenced(_ loaded: Loaded) -> Loaded {
        if case .surface(let surface) = loaded { return .surface(cairo_surface_reference(surface)) }
        return loaded
    }

    private static func load(_ path: String, exists: Bool) -> Loaded {
        guard exists else { return .unreadable("no such file") }
        let start = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 3) }.map([UInt8].init)
        if start == [0xFF, 0xD8, 0xFF] { return jpeg(path) }
        let surface = cairo_image_surface_create_from_png(path)
        // Cairo reports a file that is no PNG as a read error, a PNG error or (before 1.17) as out of memory.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let surface else {
            cairo_surface_destroy(surface)
            return .unreadable("not a PNG or JPEG file Plumb can read")
        }
        return .surface(surface)
    }

    /// A JPEG file's pixels, copied into an image surface.
    private static func jpeg(_ path: String) -> Loaded {
        var width: Int32 = 0, height: Int32 = 0
        guard let pixels = plumb_jpeg_decode(path, &width, &height) else { return .unreadable("a JPEG file Plumb cannot decode") }
        defer { free(pixels) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let surface, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return .unreadable("too large to draw")
        }
        cairo_surface_flush(surface)
        let (rowLength, stride) = (Int(width) * 4, Int(cairo_image_surface_get_stride(surface)))
        for row in 0..<Int(height) { memcpy(data + row * stride, pixels + row * rowLength, rowLength) }
        cairo_surface_mark_dirty(surface)
        return .surface(surface)
    }
}
