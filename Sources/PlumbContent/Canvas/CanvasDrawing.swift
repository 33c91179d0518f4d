import Foundation
import PlumbLayout

/// `Canvas { context, size in … }`'s drawing: its renderer's operations for the canvas's size, resolved once the
/// canvas is placed.
public typealias CanvasDrawing = SizeDependent<[CanvasOperation]>

/// One step of a `Canvas`'s drawing (`GraphicsContext`'s `fill`, `stroke` and `draw`), with the context's state when
/// it was taken: its transform, opacity and clip.
public struct CanvasOperation: Hashable, Sendable {
    /// What is drawn, in the context's coordinates (before its transform).
    public enum Content: Hashable, Sendable {
        /// A path filled or stroked; a gradient's points are relative to the canvas's bounds.
        case shape(Path, ShapePaint)
        /// A text's one line with the point `anchor` of its bounds at `point`; `font` nil sets it in the canvas's font,
        /// `color` nil draws it in the foreground.
        case text(String, font: Font?, color: Color?, at: CGPoint, anchor: UnitPoint)
        /// An SF Symbol filling `rect`; `color` nil draws it in the foreground.
        case symbol(String, font: Font, color: Color?, in: CGRect)
    }

    public var content: Content
    /// The context's transform: from its coordinates to the canvas's.
    public var transform: AffineMatrix
    public var opacity: Double
    /// The clip paths, in the canvas's coordinates: drawing shows only where all of them are.
    public var clips: [Path]

    public init(_ content: Content, transform: AffineMatrix = AffineMatrix(), opacity: Double = 1, clips: [Path] = []) {
        self.content = content
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
    }
}
