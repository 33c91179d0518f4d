import CCairo
import Foundation

/// The pixels of image files, read with Cairo's PNG reader once per file and kept while the file is unchanged (its
/// modification date and size the same), shared by every paint: a viewer repaints the same images many times.
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

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The pixels of the PNG file at `path`; the surface belongs to this cache.
    func surface(at path: String) -> Loaded {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let stamp = attributes.filter { $0.key == .modificationDate || $0.key == .size }.compactMapValues { $0 as? AnyHashable }
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[path], entry.stamp == stamp { return entry.loaded }
        if case .surface(let old)? = entries[path]?.loaded { cairo_surface_destroy(old) }
        let loaded = Self.load(path, exists: !attributes.isEmpty)
        entries[path] = Entry(stamp: stamp, loaded: loaded)
        return loaded
    }

    private static func load(_ path: String, exists: Bool) -> Loaded {
        guard exists else { return .unreadable("no such file") }
        let surface = cairo_image_surface_create_from_png(path)
        // Cairo reports a file that is no PNG as a read error, a PNG error or (before 1.17) as out of memory.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let surface else {
            cairo_surface_destroy(surface)
            return .unreadable("not a PNG file Plumb can read")
        }
        return .surface(surface)
    }
}
