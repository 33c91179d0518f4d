import CCairo
import Foundation

/// A picture rasterised once in device pixels and composited wherever it is needed again: a text line or a shape.
/// Placed by an anchor on the device pixel grid; `origin` is where its top-left pixel sits relative to the anchor.
final class Sprite {
    let pattern: OpaquePointer
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int

    /// Rasterises `draw` into a `width`×`height` pixel sprite whose top-left pixel is `(originX, originY)` from the
    /// anchor; `draw` runs in points with the anchor at (0, 0).
    init(width: Int, height: Int, originX: Int, originY: Int, scale: CGFloat, draw: (OpaquePointer) -> Void) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.originX = originX
        self.originY = originY
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))!
        let context = cairo_create(surface)!
        cairo_translate(context, Double(-originX), Double(-originY))
        cairo_scale(context, scale, scale)
        draw(context)
        cairo_destroy(context)
        pattern = cairo_pattern_create_for_surface(surface)
        cairo_surface_destroy(surface)
    }

    deinit { cairo_pattern_destroy(pattern) }

    /// Composites the sprite with its anchor at the device pixel `(x, y)`. Works in user space through the canvas's
    /// plain-scale matrix, so the graphics state need not be saved.
    func composite(atDeviceX x: Int, y: Int, on canvas: Canvas) {
        let scale = canvas.scale
        let left = Double(x + originX)
        let top = Double(y + originY)
        var matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: canvas.matrix.x0 - left, y0: canvas.matrix.y0 - top)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(canvas.context, pattern)
        cairo_paint(canvas.context)
    }
}

/// Sprites by key, kept between paints. A picture is rasterised the second time it is asked for: one drawn only
/// once (a one-off render, a label that changed) is cheaper drawn directly. Forgets everything when the sprites'
/// pixels pass a budget, so a long session with ever-new strings and sizes stays bounded.
final class SpriteCache<Key: Hashable> {
    private var sprites: [Key: Sprite] = [:]
    private var requested = Set<Key>()
    private var bytes = 0
    /// The most memory the sprites' pixels may take.
    let byteBudget: Int

    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The sprite for `key`, made by `make` on the second request; `nil` on the first (draw directly instead).
    func sprite(for key: Key, make: () -> Sprite) -> Sprite? {
        if let sprite = sprites[key] { return sprite }
        guard requested.contains(key) else {
            if requested.count >= byteBudget / 1024 { requested.removeAll(keepingCapacity: true) }
            requested.insert(key)
            return nil
        }
        let sprite = make()
        let size = sprite.width * sprite.height * 4
        if bytes + size > byteBudget {
            sprites.removeAll(keepingCapacity: true)
            bytes = 0
        }
        sprites[key] = sprite
        bytes += size
        return sprite
    }
}
