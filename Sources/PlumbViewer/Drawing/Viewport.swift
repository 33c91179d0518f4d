import Foundation

/// Where the preview sits in the window's canvas (the window without its status line): centred with a margin when
/// it fits — left of the inspector's sidebar when that fits too — else from the top-left margin; a window-sized
/// preview fills the canvas. Converts window pixels to preview points for the pointer.
public struct Viewport: Hashable, Sendable {
    public static let margin: CGFloat = 20

    /// The canvas in window pixels.
    public var canvas: CGSize
    /// The preview in points.
    public var preview: CGSize
    /// Window pixels per preview point (`--scale` × zoom).
    public var factor: CGFloat
    public var fillsCanvas: Bool
    /// The width of the inspector's column at the right, in window pixels.
    public var sidebar: CGFloat

    public init(canvas: CGSize, preview: CGSize, factor: CGFloat, fillsCanvas: Bool, sidebar: CGFloat = 0) {
        self.canvas = canvas
        self.preview = preview
        self.factor = factor
        self.fillsCanvas = fillsCanvas
        self.sidebar = sidebar
    }

    /// The preview's top-left corner in window pixels (whole pixels, so views stay sharp).
    public var origin: CGPoint {
        guard !fillsCanvas else { return .zero }
        func place(_ length: CGFloat, in available: CGFloat) -> CGFloat {
            let scaled = length * factor
            return scaled + 2 * Self.margin <= available ? ((available - scaled) / 2).rounded(.down) : Self.margin
        }
        let besideSidebar = preview.width * factor + 2 * Self.margin + sidebar <= canvas.width
        return CGPoint(x: place(preview.width, in: besideSidebar ? canvas.width - sidebar : canvas.width),
                       y: place(preview.height, in: canvas.height))
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
    /// bottom edge on the preview's, when the canvas has room there short of the inspector's column; else below the
    /// preview; `nil` when neither has room.
    public func besidePreview(_ size: CGSize) -> CGPoint? {
        let rect = previewRect
        let gap = Self.margin / 2
        if rect.maxX + gap + size.width + gap <= canvas.width - sidebar {
            return CGPoint(x: rect.maxX + gap, y: max(gap, min(rect.maxY, canvas.height) - size.height))
        }
        if rect.maxY + gap + size.height + gap <= canvas.height {
            return CGPoint(x: max(gap, rect.minX), y: rect.maxY + gap)
        }
        return nil
    }
}
