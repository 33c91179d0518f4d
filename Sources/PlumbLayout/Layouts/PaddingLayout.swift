import Foundation

/// `padding` (SEMANTICS §7): the child is proposed the proposal minus the insets (never below 0; `nil` stays `nil`),
/// placed at the leading/top inset, and the padding answers the child's size plus the insets.
struct PaddingLayout {
    var insets: EdgeInsets

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.horizontal, 0) },
            height: proposal.height.map { Swift.max($0 - insets.vertical, 0) }
        )
    }

    func size(childSize: CGSize) -> CGSize {
        CGSize(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    var childOrigin: CGPoint { CGPoint(x: insets.leading, y: insets.top) }

    /// The edges whose spacing preference is reset to the leaf default: those with a non-zero inset (iOS 14+).
    var resetEdges: ViewSpacing.Edges {
        var edges: ViewSpacing.Edges = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.left) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.right) }
        return edges
    }
}
