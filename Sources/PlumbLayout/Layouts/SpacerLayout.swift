import Foundation

/// `Spacer(minLength:)` (SEMANTICS §3.5): along its stack's axis max(proposal ?? −∞, minLength ?? 8), across it 0;
/// outside any stack it expands on both axes.
struct SpacerLayout {
    var minLength: CGFloat?
    /// The enclosing stack's axis, `nil` outside any stack.
    var axis: Axis?

    func size(_ proposal: ProposedViewSize) -> CGSize {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        func along(_ p: CGFloat?) -> CGFloat { Swift.max(p ?? -.infinity, minimum) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}
