import Foundation

/// `position(x:y:)` (SEMANTICS §9): answers the whole proposal (a `nil` axis takes the child's answer), proposes its
/// size to the child and puts the child's centre at the position.
struct PositionLayout {
    var position: CGPoint

    func size(_ proposal: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let answer = child(proposal)
        return CGSize(width: proposal.width ?? answer.width, height: proposal.height ?? answer.height)
    }

    func childOrigin(childSize: CGSize) -> CGPoint {
        CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2)
    }
}
