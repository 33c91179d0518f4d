import Foundation
import PlumbLayout

/// Debug paint: every view's frame outlined, the gaps a stack leaves between its children shaded, Spacers in stacks
/// hatched.
struct BoundsOverlay {
    static let hatchSpacing: CGFloat = 6
    let canvas: Canvas

    /// What the overlay marked in a stack besides frames, so the legend explains only what is on the page.
    private enum StackMark {
        case gap, spacer
    }

    /// Paints the bounds of `root`'s subtree and returns the legend lines for what it painted.
    func paint(_ root: SolvedNode) -> [LegendEntry] {
        var frames: [CGRect] = []
        var seen = Set<[CGFloat]>()
        var marks = Set<StackMark>()
        visit(root) { node in
            if case .stack(let axis, _, _) = node.kind, node.frame.isDrawable {
                marks.formUnion(shadeGaps(between: node.children, axis: axis, in: node.frame))
            }
            let frame = node.frame
            if frame.isDrawable, frame.width > 0 || frame.height > 0, seen.insert([frame.minX, frame.minY, frame.width, frame.height]).inserted {
                frames.append(frame)
            }
        }
        for frame in frames { canvas.strokeRect(frame, color: OverlayPalette.frame) }
        var legend = [LegendEntry(swatch: .outline, color: OverlayPalette.frame, text: "view frame")]
        if marks.contains(.gap) { legend.append(LegendEntry(swatch: .area, color: OverlayPalette.gap, text: "spacing between stacked views")) }
        if marks.contains(.spacer) { legend.append(LegendEntry(swatch: .hatch, color: OverlayPalette.spacer, text: "Spacer")) }
        return legend
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

    /// Shades the spacing between consecutive stacked views and hatches Spacers, both across the stack's breadth;
    /// returns which of the two it painted.
    private func shadeGaps(between children: [SolvedNode], axis: Axis, in frame: CGRect) -> Set<StackMark> {
        let horizontal = axis == .horizontal
        func band(_ start: CGFloat, _ end: CGFloat) -> CGRect {
            horizontal
                ? CGRect(x: start, y: frame.minY, width: end - start, height: frame.height)
                : CGRect(x: frame.minX, y: start, width: frame.width, height: end - start)
        }
        let views = stacked(children).map { child -> (start: CGFloat, end: CGFloat, isSpacer: Bool) in
            let span = child.layoutFrame
            let isSpacer = if case .spacer = child.kind { true } else { false }
            return horizontal ? (span.minX, span.maxX, isSpacer) : (span.minY, span.maxY, isSpacer)
        }.sorted { $0.start < $1.start }
        var marks = Set<StackMark>()
        for view in views where view.isSpacer && view.start.isFinite && view.end.isFinite {
            canvas.hatch(band(view.start, view.end), color: OverlayPalette.spacer, spacing: Self.hatchSpacing)
            marks.insert(.spacer)
        }
        for (before, after) in zip(views, views.dropFirst()) where after.start - before.end > 0.01 && (after.start - before.end).isFinite {
            canvas.fill(band(before.end, after.start), with: OverlayPalette.gap)
            marks.insert(.gap)
        }
        return marks
    }
}
