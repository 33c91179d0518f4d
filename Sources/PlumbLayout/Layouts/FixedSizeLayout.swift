import Foundation

/// `fixedSize(horizontal:vertical:)` (SEMANTICS §11): `nil` on the fixed axes, the rest passed through, both when
/// sizing and placing; the child is centred in the answer (which is its own size).
struct FixedSizeLayout {
    var horizontal: Bool
    var vertical: Bool

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
