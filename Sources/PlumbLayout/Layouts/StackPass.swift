import Foundation

/// A stack's children's answers to one proposal and its size from them: what sizing computes and placing starts
/// from. A reference, solved in place, whose arrays keep their storage, so that a kept pass is solved again without
/// allocating. The engine never hands it out, so its arrays are not checked for exclusive access at run time.
///
/// Solving again, a child's record stands for the child — its answer to the proposal it was last asked, its minimum
/// and maximum, its guide — until the child is forgotten (it changed), so that only changed children are asked.
final class StackPass {
    /// Per child, in declaration order.
    @exclusivity(unchecked) var children: [StackChild] = []
    /// The order the children were offered space in (working storage of `StackLayout.childSizes`).
    @exclusivity(unchecked) var order: [Int32] = []
    /// The union of the children's minor extents, each child's origin at minus its guide value.
    @exclusivity(unchecked) var minorExtent: (lower: CGFloat, upper: CGFloat) = (0, 0)
    @exclusivity(unchecked) var size: CGSize = .zero
    /// Whether records answer for their children: off when every question must be asked (to be recorded).
    @exclusivity(unchecked) var remembers = false
    /// The proposal the children's minima were last asked with (their maxima: the same with an infinite major axis).
    @exclusivity(unchecked) var minimumOffer: ProposedViewSize?
    /// The gaps between consecutive children, while `areGapsKnown` (kept by the engine).
    @exclusivity(unchecked) var gaps: [CGFloat] = []
    @exclusivity(unchecked) var areGapsKnown = false
    /// Where each child was last placed and with what proposal, `nil` when it must be placed again (kept by the
    /// engine).
    @exclusivity(unchecked) var placements: [(origin: CGPoint, proposal: ProposedViewSize)?] = []

    /// Forgets what child `index` answered, or what every child did (`nil`): it changed.
    func forget(child index: Int?) {
        areGapsKnown = false
        guard let index else {
            for index in children.indices { children[index].forget() }
            for index in placements.indices { placements[index] = nil }
            return
        }
        if index < children.count { children[index].forget() }
        if index < placements.count { placements[index] = nil }
    }
}

/// One child's part of a stack pass: its answer and what it was proposed, the values it is ordered by, and its guide.
struct StackChild {
    var size: CGSize = .zero
    var proposal: ProposedViewSize = .unspecified
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
    /// The child's value of the stack's guide at `guideSize`.
    var guide: CGFloat = 0
    var guideSize: CGSize?
    /// `size` answers `proposal` for the child as it is now.
    var isAnswerKnown = false
    /// `minimum`, `flexibility` and `priority` stand for the child as it is now, for the pass's `minimumOffer`.
    var areProbesKnown = false

    mutating func forget() {
        isAnswerKnown = false
        areProbesKnown = false
        guideSize = nil
    }
}

/// Moves an array out of `storage`, leaving it empty: the array moved out is uniquely referenced, so that writing it
/// reuses its storage.
@inline(__always) func taken<Element>(_ storage: inout [Element]) -> [Element] {
    var array: [Element] = []
    swap(&array, &storage)
    return array
}
