import Foundation
import PlumbLayout

/// A small box in the bottom-trailing corner explaining the overlay colours.
struct Legend {
    static let font = Font.system(size: 10)
    static let margin: CGFloat = 8
    static let padding: CGFloat = 6
    static let swatchWidth: CGFloat = 18
    let canvas: Canvas
    let palette: SystemColorPalette
    let text: TextPainter

    func paint(_ entries: [LegendEntry], in bounds: CGSize) {
        guard !entries.isEmpty else { return }
        let metrics = text.measurer.metrics(of: Self.font)
        let rowHeight = metrics.lineHeight + 2
        let textWidth = entries.map { text.measurer.width(of: $0.text, font: Self.font) }.max() ?? 0
        let size = CGSize(width: 2 * Self.padding + Self.swatchWidth + 6 + textWidth, height: 2 * Self.padding + CGFloat(entries.count) * rowHeight)
        let box = canvas.snapped(CGRect(x: bounds.width - Self.margin - size.width, y: bounds.height - Self.margin - size.height, width: size.width, height: size.height))
        ShapeStyle(mode: .fill, lineWidth: 0, color: palette.background.withAlphaMultiplied(by: 0.92))
            .paint(.roundedRectangle(cornerRadius: 6, style: .continuous), in: box, on: canvas.context)
        ShapeStyle(mode: .strokeBorder, lineWidth: 1, color: palette.separator)
            .paint(.roundedRectangle(cornerRadius: 6, style: .continuous), in: box, on: canvas.context)
        for (index, entry) in entries.enumerated() {
            let top = box.minY + Self.padding + CGFloat(index) * rowHeight
            let swatch = CGRect(x: box.minX + Self.padding, y: top + 2, width: Self.swatchWidth, height: rowHeight - 4)
            draw(entry.swatch, color: entry.color, in: swatch)
            let baseline = CGPoint(x: swatch.maxX + 6, y: top + 1 + metrics.ascender)
            text.draw(entry.text, font: Self.font, color: palette.label, baselineOrigin: baseline, on: canvas)
        }
    }

    private func draw(_ swatch: LegendEntry.Swatch, color: RGBAColor, in rect: CGRect) {
        let middle = CGPoint(x: rect.minX, y: rect.midY)
        let end = CGPoint(x: rect.maxX, y: rect.midY)
        switch swatch {
        case .solidLine: canvas.strokeLine(from: middle, to: end, color: color, width: 2)
        case .dashedLine: canvas.strokeLine(from: middle, to: end, color: color, width: 2, dashes: GuideOverlay.guideDashes)
        case .thinLine: canvas.strokeLine(from: middle, to: end, color: color.withAlphaMultiplied(by: 0.5))
        case .area: canvas.fill(rect, with: color)
        case .outline: canvas.strokeRect(rect, color: color)
        case .dashedOutline: canvas.strokeRect(rect, color: color, width: 1.5, dashes: AnchorOverlay.dashes)
        case .hatch: canvas.hatch(rect, color: color, spacing: BoundsOverlay.hatchSpacing)
        case .marker: canvas.strokeCircle(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(AnchorOverlay.markerRadius, rect.height / 2), color: color, width: 1.5)
        }
    }
}
