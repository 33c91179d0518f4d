import Foundation

/// Where the preview sits in the window's canvas (the window left of its sidebar, above its status line): centred
/// with a margin when it fits, else from the top-left margin; a window-sized preview fills the canvas. Converts
/// window pixels to preview points for the pointer.
public struct Viewport: Hashable, Sendable {
    public static let margin: CGFloat = 20

    /// The canvas in window pixels.
    public var canvas: CGSize
    /// The preview in points.
    public var preview: CGSize
    /// Window pixels per preview point (`--scale` × zoom).
    public var factor: CGFloat
    public var fillsCanvas: Bool
    /// How far the preview is moved from its place, in window pixels, as asked (``clampedPan`` is how far it goes).
    public var pan: CGPoint

    public init(canvas: CGSize, preview: CGSize, factor: CGFloat, fillsCanvas: Bool, pan: CGPoint = .zero) {
        self.canvas = canvas
        self.preview = preview
        self.factor = factor
        self.fillsCanvas = fillsCanvas
        self.pan = pan
    }

    /// The preview's top-left corner in window pixels (whole pixels, so views stay sharp), moved by the pan.
    public var origin: CGPoint {
        let place = restingOrigin
        let pan = clampedPan
        return CGPoint(x: place.x + pan.x, y: place.y + pan.y)
    }

    /// The pan as far as it can go along each axis: where the zoomed preview is bigger than the canvas (with its
    /// margins), until its far edge reaches the far margin; where it fits, not at all.
    public var clampedPan: CGPoint {
        let margin = fillsCanvas ? 0 : Self.margin
        func clamp(_ offset: CGFloat, _ length: CGFloat, _ available: CGFloat) -> CGFloat {
            let overflow = length * factor + 2 * margin - available
            return overflow > 0 ? min(0, max(-overflow.rounded(.up), offset)) : 0
        }
        return CGPoint(x: clamp(pan.x, preview.width, canvas.width), y: clamp(pan.y, preview.height, canvas.height))
    }

    /// Where the preview's corner is before any pan: centred with a margin when it fits, else at the margin; a
    /// window-sized preview's at the canvas's corner.
    private var restingOrigin: CGPoint {
        guard !fillsCanvas else { return .zero }
        func place(_ length: CGFloat, in available: CGFloat) -> CGFloat {
            let scaled = length * factor
            return scaled + 2 * Self.margin <= available ? ((available - scaled) / 2).rounded(.down) : Self.margin
        }
        return CGPoint(x: place(preview.width, in: canvas.width), y: place(preview.height, in: canvas.height))
    }

    /// The preview's area in window pixels.
    public var previewRect: CGRect {
        CGRect(origin: origin, size: CGSize(width: preview.width * factor, height: preview.height * factor))
    }

    /// The preview point under a window pixel.
    public func point(atPixel pixel: CGPoint) -> CGPoint {
        let origin = origin
        return CGPoint(x: (pixel.x - origin.x) / factor, y: (pixel.y - origin.y) / factor)
    }

    /// A rect in preview points, in window pixels.
    public func pixelRect(_ rect: CGRect) -> CGRect {
        let origin = origin
        return CGRect(x: origin.x + rect.minX * factor, y: origin.y + rect.minY * factor, width: rect.width * factor, height: rect.height * factor)
    }

    /// Where a panel of `size` pixels beside the preview goes (the overlays' legend): at the preview's right, its
    /// bottom edge on the preview's, when the canvas (which ends at the inspector's column) has room there; else below the
    /// preview; `nil` when neither has room.
    public func besidePreview(_ size: CGSize) -> CGPoint? {
        let rect = previewRect
        let gap = Self.margin / 2
        if rect.maxX + gap + size.width + gap <= canvas.width {
            return CGPoint(x: rect.maxX + gap, y: max(gap, min(rect.maxY, canvas.height) - size.height))
        }
        if rect.maxY + gap + size.height + gap <= canvas.height {
            return CGPoint(x: max(gap, rect.minX), y: rect.maxY + gap)
        }
        return nil
    }
}
