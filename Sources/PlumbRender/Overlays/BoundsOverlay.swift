import Foundation
import PlumbLayout

/// Debug paint: every view's frame outlined, the gaps a stack leaves between its children shaded, Spacers hatched.
struct BoundsOverlay {
    static let hatchSpacing: CGFloat = 6
    let canvas: Canvas

    /// Paints the bounds of `root`'s subtree and returns the legend lines.
    func paint(_ root: SolvedNode) -> [LegendEntry] {
        var frames: [CGRect] = []
        var seen = Set<[CGFloat]>()
        visit(root) { node in
            if case .stack(let axis, _, _) = node.kind { shadeGaps(between: node.children, axis: axis, in: node.frame) }
            if case .spacer = node.kind { canvas.hatch(node.frame, color: OverlayPalette.spacer, spacing: Self.hatchSpacing) }
            let frame = node.frame
            if frame.width > 0 || frame.height > 0, seen.insert([frame.minX, frame.minY, frame.width, frame.height]).inserted {
                frames.append(frame)
            }
        }
        for frame in frames { canvas.strokeRect(frame, color: OverlayPalette.frame) }
        return [
            LegendEntry(swatch: .outline, color: OverlayPalette.frame, text: "view frame"),
            LegendEntry(swatch: .area, color: OverlayPalette.gap, text: "spacing between stacked views"),
            LegendEntry(swatch: .hatch, color: OverlayPalette.spacer, text: "Spacer"),
        ]
    }

    private func visit(_ node: SolvedNode, _ body: (SolvedNode) -> Void) {
        body(node)
        for child in node.children { visit(child, body) }
    }

    /// The views a stack lays out: its children, with groups flattened and empty views left out.
    private func stacked(_ children: [SolvedNode]) -> [SolvedNode] {
        children.flatMap { child -> [SolvedNode] in
            switch child.kind {
            case .group: stacked(child.children)
            case .empty: []
            default: [child]
            }
        }
    }

    private func shadeGaps(between children: [SolvedNode], axis: Axis, in frame: CGRect) {
        let horizontal = axis == .horizontal
        let spans = stacked(children)
            .map { horizontal ? ($0.layoutFrame.minX, $0.layoutFrame.maxX) : ($0.layoutFrame.minY, $0.layoutFrame.maxY) }
            .sorted { $0.0 < $1.0 }
        for (before, after) in zip(spans, spans.dropFirst()) where after.0 - before.1 > 0.01 {
            let gap = horizontal
                ? CGRect(x: before.1, y: frame.minY, width: after.0 - before.1, height: frame.height)
                : CGRect(x: frame.minX, y: before.1, width: frame.width, height: after.0 - before.1)
            canvas.fill(gap, with: OverlayPalette.gap)
        }
    }
}
