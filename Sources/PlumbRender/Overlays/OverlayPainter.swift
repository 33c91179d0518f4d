import Foundation
import PlumbLayout

/// Draws the overlays `options` turns on over a painted tree: bounds, then anchors, then guides. Returns the legend
/// lines explaining what it drew; where the legend goes is the caller's choice.
struct OverlayPainter {
    let canvas: Canvas
    let text: TextPainter
    let options: RenderOptions

    /// Paints the overlays, keeping their labels inside `labelBounds` (in the tree's points).
    func paint(_ tree: SolvedTree, labelBounds: CGRect) -> [LegendEntry] {
        guard options.hasOverlays else { return [] }
        var labels = OverlayLabels(canvas: canvas, text: text, bounds: labelBounds, content: Self.leafFrames(of: tree.root))
        var entries: [LegendEntry] = []
        if options.showsBounds { entries += BoundsOverlay(canvas: canvas).paint(tree.root) }
        if options.showsAnchors { entries += AnchorOverlay(canvas: canvas).paint(tree.root, labels: &labels) }
        if options.guides != .none { entries += GuideOverlay(canvas: canvas, selection: options.guides).paint(tree.root, labels: &labels) }
        return entries
    }

    /// The frames of the views that draw something themselves: what labels and a legend should not hide.
    static func leafFrames(of node: SolvedNode) -> [CGRect] {
        switch node.kind {
        case .color, .shape, .text, .image, .control: [node.frame] + node.children.flatMap(leafFrames)
        default: node.children.flatMap(leafFrames)
        }
    }
}
