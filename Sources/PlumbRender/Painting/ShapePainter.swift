import Foundation
import PlumbLayout

/// Paints shapes with their edges on the pixel grid; on pixel targets, shapes other than filled rectangles that
/// recur are rasterised once per size and style and composited from then on.
final class ShapePainter {
    private struct SpriteKey: Hashable {
        var shape: ShapeKind
        var style: ShapeStyle
        var width: Int
        var height: Int
        var scale: CGFloat
    }

    /// Larger shapes are drawn directly: compositing them would cost as much as filling them.
    static let largestSpritePixels = 256 * 256
    private let sprites = SpriteCache<SpriteKey>(byteBudget: 32 << 20)

    func paint(_ shape: ShapeKind, style: ShapeStyle, in frame: CGRect, on canvas: Canvas) {
        let rect = canvas.snapped(frame)
        guard rect.width > 0, rect.height > 0, !style.isInvisible else { return }
        let width = Int((rect.width * canvas.scale).rounded())
        let height = Int((rect.height * canvas.scale).rounded())
        let isPlainFill = shape == .rectangle && style.mode == .fill
        guard canvas.isRaster, !isPlainFill, !shape.isPath, width * height <= Self.largestSpritePixels else {
            style.paint(shape, in: rect, on: canvas.context)
            return
        }
        let key = SpriteKey(shape: shape, style: style, width: width, height: height, scale: canvas.scale)
        let cached = sprites.sprite(for: key) {
            let margin = Int((style.outset * canvas.scale).rounded(.up)) + 1
            return Sprite(width: width + 2 * margin, height: height + 2 * margin, originX: -margin, originY: -margin, scale: canvas.scale) {
                style.paint(shape, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height), on: $0)
            }
        }
        guard let sprite = cached else {
            style.paint(shape, in: rect, on: canvas.context)
            return
        }
        let origin = canvas.device(rect.origin)
        sprite.composite(atDeviceX: Int(origin.x.rounded()), y: Int(origin.y.rounded()), on: canvas)
    }
}
