import Foundation
import PlumbLayout

/// Draws the overlays `options` turns on over a painted tree: bounds, then anchors, then guides, then the legend.
struct OverlayPainter {
    let canvas: Canvas
    let palette: SystemColorPalette
    let text: TextPainter
    let options: RenderOptions

    func paint(_ tree: SolvedTree) {
        guard options.hasOverlays else { return }
        var labels = OverlayLabels(canvas: canvas, text: text, bounds: CGRect(origin: .zero, size: tree.size))
        var entries: [LegendEntry] = []
        if options.showsBounds { entries += BoundsOverlay(canvas: canvas).paint(tree.root) }
        if options.showsAnchors { entries += AnchorOverlay(canvas: canvas).paint(tree.root, labels: &labels) }
        if options.guides != .none { entries += GuideOverlay(canvas: canvas, selection: options.guides).paint(tree.root, labels: &labels) }
        if options.showsLegend {
            Legend(canvas: canvas, palette: palette, text: text).paint(entries, in: tree.size, avoiding: Self.leafFrames(of: tree.root))
        }
    }

    /// The frames of the views that draw something themselves: what the legend should not hide.
    static func leafFrames(of node: SolvedNode) -> [CGRect] {
        switch node.kind {
        case .color, .shape, .text, .image, .control: [node.frame] + node.children.flatMap(leafFrames)
        default: node.children.flatMap(leafFrames)
        }
    }
}
