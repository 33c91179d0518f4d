import Foundation
import PlumbLayout

/// A small box explaining the overlay colours: below the preview on an exported page, or in the corner of the
/// preview where it hides the least of the views.
struct Legend {
    static let font = Font.system(size: 10)
    static let margin: CGFloat = 8
    static let padding: CGFloat = 6
    static let swatchWidth: CGFloat = 18
    let canvas: Canvas
    let palette: SystemColorPalette
    let text: TextPainter

    /// The box `entries` need.
    static func size(of entries: [LegendEntry], measuredBy measurer: PangoTextMeasurer) -> CGSize {
        let textWidth = entries.map { measurer.width(of: $0.text, font: font) }.max() ?? 0
        return CGSize(width: 2 * padding + swatchWidth + 6 + textWidth, height: 2 * padding + CGFloat(entries.count) * rowHeight(measuredBy: measurer))
    }

    private static func rowHeight(measuredBy measurer: PangoTextMeasurer) -> CGFloat {
        measurer.metrics(of: font).lineHeight + 2
    }

    /// Paints the legend inside `bounds`, in the corner whose box covers least of `content` (the drawn views).
    func paint(_ entries: [LegendEntry], in bounds: CGSize, avoiding content: [CGRect]) {
        guard !entries.isEmpty else { return }
        let size = Self.size(of: entries, measuredBy: text.measurer)
        paint(entries, at: Self.corner(for: size, in: bounds, avoiding: content).origin)
    }

    /// Paints the legend with its top-leading corner at `origin`.
    func paint(_ entries: [LegendEntry], at origin: CGPoint) {
        guard !entries.isEmpty else { return }
        let box = canvas.snapped(CGRect(origin: origin, size: Self.size(of: entries, measuredBy: text.measurer)))
        ShapeStyle(mode: .fill, lineWidth: 0, color: palette.background.withAlphaMultiplied(by: 0.92))
            .paint(.roundedRectangle(cornerRadius: 6, style: .continuous), in: box, on: canvas.context)
        ShapeStyle(mode: .strokeBorder, lineWidth: 1, color: palette.separator)
            .paint(.roundedRectangle(cornerRadius: 6, style: .continuous), in: box, on: canvas.context)
        let metrics = text.measurer.metrics(of: Self.font)
        let rowHeight = Self.rowHeight(measuredBy: text.measurer)
        for (index, entry) in entries.enumerated() {
            let top = box.minY + Self.padding + CGFloat(index) * rowHeight
            let swatch = CGRect(x: box.minX + Self.padding, y: top + 2, width: Self.swatchWidth, height: rowHeight - 4)
            draw(entry.swatch, color: entry.color, in: swatch)
            let baseline = CGPoint(x: swatch.maxX + 6, y: top + 1 + metrics.ascender)
            text.draw(entry.text, font: Self.font, color: palette.label, baselineOrigin: baseline, on: canvas)
        }
    }

    /// The corner box of `size` that overlaps `content` least, bottom-trailing first among equals.
    static func corner(for size: CGSize, in bounds: CGSize, avoiding content: [CGRect]) -> CGRect {
        let left = margin
        let right = bounds.width - margin - size.width
        let top = margin
        let bottom = bounds.height - margin - size.height
        let corners = [(right, bottom), (left, bottom), (right, top), (left, top)].map { CGRect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
        func covered(_ box: CGRect) -> CGFloat {
            content.reduce(0) { total, rect in
                let overlap = box.intersection(rect)
                return overlap.isNull ? total : total + overlap.width * overlap.height
            }
        }
        return corners.min { covered($0) < covered($1) } ?? corners[0]
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
        case .tag:
            ShapeStyle(mode: .fill, lineWidth: 0, color: color.withAlphaMultiplied(by: 0.9))
                .paint(.roundedRectangle(cornerRadius: 3, style: .circular), in: canvas.snapped(rect), on: canvas.context)
        }
    }
}
