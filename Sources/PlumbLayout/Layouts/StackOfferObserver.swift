import Foundation

/// Sees a stack's offers to its children as it shares out its length. The stack's code is generic over its observer,
/// so with `Unobserved`, which sees nothing, it compiles to what it is without one; the engine observes only while a
/// solve explains sizes.
protocol StackOfferObserver {
    /// The stack, asked for its ideal length, proposes `proposal` (`nil` along `axis`) to child `child`.
    func offeredIdeal(_ child: Int, _ proposal: ProposedViewSize, axis: Axis)
    /// The stack, sharing out `length` along `axis`, offers `offer` to the child at `position` in `pass`'s order, its
    /// priority group being the positions `group`; the children before it in the order have answered.
    func offered(_ offer: CGFloat, at position: Int, group: Range<Int>, of length: CGFloat, in pass: StackPass, axis: Axis)
}

/// No observer: nothing about the offers is worked out.
struct Unobserved: StackOfferObserver {
    @inline(__always) func offeredIdeal(_ child: Int, _ proposal: ProposedViewSize, axis: Axis) {}
    @inline(__always) func offered(_ offer: CGFloat, at position: Int, group: Range<Int>, of length: CGFloat, in pass: StackPass, axis: Axis) {}
}

/// Hands each offer to `record` with its operands (`StackShare`), keeping the share's running totals so that each
/// offer costs the same however many children came before it.
final class OfferRecorder: StackOfferObserver {
    private let record: (_ child: Int, _ proposal: ProposedViewSize, _ offer: OfferRule) -> Void
    /// The share in progress: its gaps, the group being offered, and what was kept back and taken so far.
    private var gaps = StackShare.Gaps(count: 0, total: 0, uniform: nil)
    private var group: Range<Int> = 0..<0
    private var reserved = StackShare.Lengths(), takenBefore = StackShare.Lengths(), takenInGroup = StackShare.Lengths()

    init(record: @escaping (_ child: Int, _ proposal: ProposedViewSize, _ offer: OfferRule) -> Void) {
        self.record = record
    }

    func offeredIdeal(_ child: Int, _ proposal: ProposedViewSize, axis: Axis) {
        record(child, proposal, .stackIdeal(axis: axis))
    }

    func offered(_ offer: CGFloat, at position: Int, group: Range<Int>, of length: CGFloat, in pass: StackPass, axis: Axis) {
        /// The length of the child at `position`: its `value` (its minimum), else what it took.
        func lengthOf(_ position: Int, _ value: UnsafeMutablePointer<CGFloat>?) -> StackShare.Length {
            let child = Int(pass.order[position])
            return StackShare.Length(child: child, length: value?[child] ?? pass.sizes[child][axis])
        }
        if position == 0 {
            let lengths = (0..<Swift.max(pass.count - 1, 0)).map { pass.gaps[$0] }
            gaps = StackShare.Gaps(count: lengths.count, total: pass.totalGap, uniform: Set(lengths).count == 1 ? lengths[0] : nil)
            takenBefore = StackShare.Lengths()
            takenInGroup = StackShare.Lengths()
        } else {
            takenInGroup.append(lengthOf(position - 1, nil))
        }
        if group != self.group || position == 0 {
            if position > 0 { takenBefore.append(takenInGroup) }
            takenInGroup = StackShare.Lengths()
            reserved = StackShare.Lengths()
            for later in group.upperBound..<pass.count { reserved.append(lengthOf(later, pass.minima)) }
            self.group = group
        }
        let child = Int(pass.order[position])
        let share = StackShare(
            axis: axis, length: length, gaps: gaps, reserved: reserved, takenBefore: takenBefore, takenInGroup: takenInGroup,
            remaining: group.upperBound - position, groupSize: group.count, priority: pass.priorities[child],
            isFirstGroup: group.lowerBound == 0, hasOtherGroups: group.count < pass.count,
            minimum: pass.minima[child], maximum: pass.maxima[child], offer: offer
        )
        record(child, ProposedViewSize(major: offer, minor: pass.minorProposal, axis: axis), .stack(share))
    }
}
