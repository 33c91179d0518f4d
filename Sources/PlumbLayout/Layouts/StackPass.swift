import Foundation

/// A stack's children's answers to one proposal and its size from them: what sizing computes and placing starts
/// from. A reference, solved in place, whose arrays keep their storage, so that a kept pass is solved again without
/// allocating. The engine never hands it out, so its arrays are not checked for exclusive access at run time.
final class StackPass {
    /// Per child, in declaration order.
    @exclusivity(unchecked) var children: [StackChild] = []
    /// The order the children were offered space in (working storage of `StackLayout.childSizes`).
    @exclusivity(unchecked) var order: [Int32] = []
    /// The union of the children's minor extents, each child's origin at minus its guide value.
    @exclusivity(unchecked) var minorExtent: (lower: CGFloat, upper: CGFloat) = (0, 0)
    @exclusivity(unchecked) var size: CGSize = .zero
}

/// One child's part of a stack pass: its answer and what it was proposed, and the values it is ordered by.
struct StackChild {
    var size: CGSize = .zero
    var proposal: ProposedViewSize = .unspecified
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
}
