import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (SEMANTICS §6).
struct FlexFrameLayout {
    var frame: FlexFrame

    /// What the child is asked when sizing: per axis (p ?? ideal) clamped to [min, max].
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: childProposal(proposal.width, .horizontal), height: childProposal(proposal.height, .vertical))
    }

    private func childProposal(_ p: CGFloat?, _ axis: Axis) -> CGFloat? {
        (p ?? frame.ideal(axis)).map { clamp($0, frame.min(axis), frame.max(axis)) }
    }

    /// Whether the child's answer is needed on `axis` (rules 1 and 2 of §6.2 do without it).
    private func needsChild(_ p: CGFloat?, _ axis: Axis) -> Bool {
        if p != nil, frame.min(axis) != nil, frame.max(axis) != nil { return false }
        if p == nil, frame.ideal(axis) != nil { return false }
        return true
    }

    func size(_ proposal: ProposedViewSize, child: (ProposedViewSize) -> CGSize) -> CGSize {
        let answer: CGSize? = needsChild(proposal.width, .horizontal) || needsChild(proposal.height, .vertical)
            ? child(childProposal(proposal)) : nil
        return CGSize(
            width: length(proposal.width, .horizontal, answer?.width ?? 0).length,
            height: length(proposal.height, .vertical, answer?.height ?? 0).length
        )
    }

    /// §6.2 on one axis: the clause for `p`, the frame's proposal, and `c`, the child's answer.
    func length(_ p: CGFloat?, _ axis: Axis, _ c: CGFloat) -> FlexFrameLength {
        let minimum = frame.min(axis), maximum = frame.max(axis)
        if let p, let minimum, let maximum { return .proposalClamped(proposal: p, minimum: minimum, maximum: maximum) }
        if p == nil, let ideal = frame.ideal(axis) { return .ideal(ideal) }
        if minimum == nil && maximum == nil { return .child(c) }
        return .childBounded(child: c, offered: childProposal(p, axis), minimum: minimum, maximum: maximum)
    }

    /// The child's proposal when placed in a frame of `size` (§6.3): the size, except that an axis with no ideal,
    /// proposed `nil`, whose size lies strictly between min and max is proposed `nil` again (iOS 17).
    func placementProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        func axisProposal(_ axis: Axis) -> CGFloat? {
            let length = size[axis]
            if frame.ideal(axis) == nil, proposal[axis] == nil,
               (frame.min(axis) ?? -.infinity) < length, length < (frame.max(axis) ?? .infinity) {
                return nil
            }
            return length
        }
        return ProposedViewSize(width: axisProposal(.horizontal), height: axisProposal(.vertical))
    }
}

/// `value` clamped to the bounds that are given.
@inlinable func clamp(_ value: CGFloat, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
    var result = value
    if let maximum { result = Swift.min(result, maximum) }
    if let minimum { result = Swift.max(result, minimum) }
    return result
}
