import Foundation

extension ViewerSession {
    /// `0`: the zoom at which the whole preview fits the canvas with its margins (a window-sized preview's is 1), and
    /// the preview back in its place.
    func zoomToFit() {
        pan = .zero
        guard !followsWindow, let size = target?.size, size.width > 0, size.height > 0 else {
            zoom = 1
            return
        }
        let margin = 2 * Viewport.margin / options.scale
        zoom = max(0.125, min((canvasSize.width - margin) / size.width, (canvasSize.height - margin) / size.height, 8))
    }

    /// Moves the preview by `delta` window pixels (a middle-button or space drag, the wheel), as far as `viewport`
    /// lets it go: a preview bigger than the canvas stops at its margins, one that fits stays in place.
    public func pan(by delta: CGPoint, in viewport: Viewport) {
        var moved = viewport
        moved.pan = CGPoint(x: pan.x + delta.x, y: pan.y + delta.y)
        let clamped = moved.clampedPan
        guard clamped != pan else { return }
        pan = clamped
        needsPaint = true
    }
}
