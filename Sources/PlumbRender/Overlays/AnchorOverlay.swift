import Foundation
import PlumbLayout

/// Captured anchor preferences where they resolve: rectangles outlined, points marked, each labelled with its key.
struct AnchorOverlay {
    static let markerRadius: CGFloat = 4
    static let dashes: [Double] = [5, 3]
    let canvas: Canvas

    /// Paints every anchor in `root`'s subtree and returns the legend lines for what it drew.
    func paint(_ root: SolvedNode, labels: inout OverlayLabels) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        visit(root, labels: &labels, entries: &entries)
        return entries
    }

    private func visit(_ node: SolvedNode, labels: inout OverlayLabels, entries: inout [LegendEntry]) {
        for anchor in node.anchors {
            let color = OverlayPalette.color(for: anchor.key)
            for value in Self.flatten(anchor.value) where Self.isDrawable(value) {
                let entry: LegendEntry
                switch value {
                case .rect(let rect):
                    draw(rect, color: color, key: anchor.key.name, labels: &labels)
                    entry = LegendEntry(swatch: .dashedOutline, color: color, text: "\(anchor.key.name) (anchor rect)")
                case .point(let point):
                    draw(point, color: color, key: anchor.key.name, labels: &labels)
                    entry = LegendEntry(swatch: .marker, color: color, text: "\(anchor.key.name) (anchor point)")
                case .array, .optional:
                    continue
                }
                if !entries.contains(entry) { entries.append(entry) }
            }
        }
        for child in node.children { visit(child, labels: &labels, entries: &entries) }
    }

    static func isDrawable(_ value: AnchorStorage) -> Bool {
        switch value {
        case .rect(let rect): rect.isDrawable
        case .point(let point): point.isDrawable
        case .array, .optional: false
        }
    }

    /// The rects and points an anchor value holds.
    static func flatten(_ value: AnchorStorage) -> [AnchorStorage] {
        switch value {
        case .rect, .point: [value]
        case .array(let items): items.flatMap(flatten)
        case .optional(let item): item.map(flatten) ?? []
        }
    }

    private func draw(_ rect: CGRect, color: RGBAColor, key: String, labels: inout OverlayLabels) {
        canvas.fill(canvas.snapped(rect), with: color.withAlphaMultiplied(by: 0.1))
        canvas.strokeRect(rect, color: color, width: 1.5, dashes: Self.dashes)
        let size = labels.size(of: key)
        labels.draw(key, color: color, spots: [
            .init(origin: CGPoint(x: rect.minX, y: rect.minY - size.height - 1), step: CGSize(width: size.width + 2, height: 0)),
            .init(origin: CGPoint(x: rect.minX, y: rect.maxY + 1), step: CGSize(width: size.width + 2, height: 0)),
        ])
    }

    private func draw(_ point: CGPoint, color: RGBAColor, key: String, labels: inout OverlayLabels) {
        let radius = Self.markerRadius
        canvas.strokeCircle(center: point, radius: radius, crossRadius: 2 * radius, color: color, width: 1.5)
        let size = labels.size(of: key)
        labels.draw(key, color: color, spots: [
            .init(origin: CGPoint(x: point.x + 2 * radius + 2, y: point.y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
            .init(origin: CGPoint(x: point.x - 2 * radius - 2 - size.width, y: point.y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
        ])
    }
}
