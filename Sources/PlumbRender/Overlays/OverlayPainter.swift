import Foundation
import PlumbLayout

/// Draws the overlays `options` turns on over a painted tree: bounds, then anchors, then guides. Returns the legend
/// lines explaining what it drew; where the legend goes is the caller's choice.
struct OverlayPainter {
    let canvas: Canvas
    let text: TextPainter
    let options: RenderOptions

    /// What the overlays drew: the legend lines explaining it, and the frames of the views that draw something
    /// (what a legend over the views should not hide).
    struct Drawn {
        var legend: [LegendEntry] = []
        var views: [CGRect] = []
        /// The labels drawn, in drawing order.
        var labels: [OverlayLabels.Placed] = []
    }

    /// Paints the overlays, keeping their labels inside `labelBounds` (in the tree's points).
    func paint(_ tree: SolvedTree, labelBounds: CGRect) -> Drawn {
        guard options.hasOverlays else { return Drawn() }
        let views = Self.leafFrames(of: tree.root)
        var labels = OverlayLabels(canvas: canvas, text: text, bounds: labelBounds, content: views, texts: Self.textFrames(of: tree.root))
        var entries: [LegendEntry] = []
        if options.showsBounds { entries += BoundsOverlay(canvas: canvas).paint(tree.root) }
        if options.showsAnchors { entries += AnchorOverlay(canvas: canvas).paint(tree.root, labels: &labels) }
        if options.guides != .none {
            entries += GuideOverlay(canvas: canvas, selection: options.guides, labelled: options.labelledViews).paint(tree.root, labels: &labels)
        }
        if labels.hiddenCount > 0 {
            let count = labels.hiddenCount == 1 ? "1 label" : "\(labels.hiddenCount) labels"
            entries.append(LegendEntry(swatch: .tag, color: RGBAColor(128, 128, 128), text: "\(count) left out for room: select a view to see its own"))
        }
        return Drawn(legend: entries, views: views, labels: labels.placed)
    }

    /// The frames of text: what labels that may be left out never cover.
    private static func textFrames(of node: SolvedNode) -> [CGRect] {
        (node.text != nil ? [node.frame] : []) + node.children.flatMap(textFrames)
    }

    /// The frames of the views that draw something themselves: what labels and a legend should not hide.
    private static func leafFrames(of node: SolvedNode) -> [CGRect] {
        switch node.kind {
        case .color, .gradient, .shape, .canvas, .text, .image, .painted: [node.frame] + node.children.flatMap(leafFrames)
        default: node.children.flatMap(leafFrames)
        }
    }
}
