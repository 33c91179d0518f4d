import Foundation

/// `frame(width:height:alignment:)` (SEMANTICS §5): the lengths; the child is placed by `alignedOrigin`.
struct FrameLayout {
    var width: CGFloat?
    var height: CGFloat?

    /// Negative or non-finite lengths are treated as `nil` (iOS 14+).
    init(width: CGFloat?, height: CGFloat?) {
        self.width = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }

    /// The frame's own proposal with the fixed lengths substituted: what the child is asked.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// Both lengths given: exactly them, the child unasked; otherwise the child's answer on the free axes.
    func size(_ proposal: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let answer = child(childProposal(proposal))
        return CGSize(width: width ?? answer.width, height: height ?? answer.height)
    }
}

/// Places a child in a frame: the frame's default value for each guide meets the child's value (its explicit value
/// included), so larger children overflow symmetrically for `.center` (§5, §6.3).
func alignedOrigin(of childSize: CGSize, in size: CGSize, alignment: Alignment, childGuide: (AlignmentKey, CGSize) -> CGFloat) -> CGPoint {
    CGPoint(
        x: alignment.horizontal.key.defaultValue(in: size) - childGuide(alignment.horizontal.key, childSize),
        y: alignment.vertical.key.defaultValue(in: size) - childGuide(alignment.vertical.key, childSize)
    )
}
