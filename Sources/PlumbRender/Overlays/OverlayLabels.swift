import Foundation
import PlumbLayout

/// Small coloured name tags on overlays, nudged so they do not cover each other.
struct OverlayLabels {
    static let font = Font.system(size: 9, weight: .semibold)
    static let padding = CGSize(width: 3, height: 1)
    let canvas: Canvas
    let text: TextPainter
    /// The area tags are kept inside.
    let bounds: CGRect
    private var placed: [CGRect] = []

    init(canvas: Canvas, text: TextPainter, bounds: CGRect) {
        self.canvas = canvas
        self.text = text
        self.bounds = bounds
    }

    /// The size of `string`'s tag.
    func size(of string: String) -> CGSize {
        let metrics = text.measurer.metrics(of: Self.font)
        return CGSize(width: text.measurer.width(of: string, font: Self.font) + 2 * Self.padding.width,
                      height: metrics.lineHeight + 2 * Self.padding.height)
    }

    /// Draws a tag reading `string` in `color` with its top-left at `origin` (moved inside the bounds), or further
    /// along `step` (repeatedly) when that spot is taken; a tag that is not `required` is left out when no spot is
    /// free.
    mutating func draw(_ string: String, color: RGBAColor, at origin: CGPoint, step: CGSize, required: Bool = true) {
        let size = size(of: string)
        let x = min(max(origin.x, bounds.minX + 1), bounds.maxX - size.width - 1)
        let y = min(max(origin.y, bounds.minY + 1), bounds.maxY - size.height - 1)
        var frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        for _ in 0..<8 where placed.contains(where: { $0.intersects(frame) }) {
            frame = frame.offsetBy(dx: step.width, dy: step.height)
        }
        if !required, placed.contains(where: { $0.intersects(frame) }) { return }
        placed.append(frame)
        let pill = canvas.snapped(frame)
        ShapeStyle(mode: .fill, lineWidth: 0, color: color.withAlphaMultiplied(by: 0.9))
            .paint(.roundedRectangle(cornerRadius: 3, style: .circular), in: pill, on: canvas.context)
        let metrics = text.measurer.metrics(of: Self.font)
        let baseline = CGPoint(x: pill.minX + Self.padding.width, y: pill.minY + Self.padding.height + metrics.ascender)
        text.draw(string, font: Self.font, color: RGBAColor(255, 255, 255), baselineOrigin: baseline, on: canvas)
    }
}
