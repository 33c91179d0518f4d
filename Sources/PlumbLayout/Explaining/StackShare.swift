import Foundation

/// The operands of a stack's offer to one child along its axis (SEMANTICS §3.1 steps 3.3–3.5): the stack's length,
/// less the gaps, the minimum lengths kept back for the children of lower priority, and what the children offered
/// before this one took, shared equally among the children of its priority group not yet offered.
public struct StackShare: Hashable, Sendable {
    /// A length one child took or had kept back, by the child's index among the stack's children.
    public struct Length: Hashable, Sendable {
        public var child: Int
        public var length: CGFloat
    }

    /// Lengths of several children: their sum and number, and the first three of them. Lengths of 0 are left out.
    public struct Lengths: Hashable, Sendable {
        public var first: [Length] = []
        public var count = 0
        public var total: CGFloat = 0

        mutating func append(_ length: Length) {
            guard length.length != 0 else { return }
            if first.count < 3 { first.append(length) }
            count += 1
            total += length.length
        }

        mutating func append(_ lengths: Lengths) {
            first = Array((first + lengths.first).prefix(3))
            count += lengths.count
            total += lengths.total
        }
    }

    /// The gaps between the stack's children: how many, their sum, and their length when they are all equal.
    public struct Gaps: Hashable, Sendable {
        public var count: Int
        public var total: CGFloat
        public var uniform: CGFloat?
    }

    public var axis: Axis
    /// The length the stack shared out: its proposal along its axis.
    public var length: CGFloat
    public var gaps: Gaps
    /// The minima kept back for the children of the priority groups after this one's.
    public var reserved: Lengths
    /// What the children of higher priority groups took, in the order they were offered.
    public var takenBefore: Lengths
    /// What the less flexible children of this one's group, offered first, took.
    public var takenInGroup: Lengths
    /// The children of its group not yet offered, this one included, and all of them.
    public var remaining: Int
    public var groupSize: Int
    /// The group's layout priority; whether the group was offered first, and whether there are others.
    public var priority: Double
    public var isFirstGroup: Bool
    public var hasOtherGroups: Bool
    /// The child's lengths for 0 and ∞ along the axis (its probes), which ordered it among its group.
    public var minimum: CGFloat
    public var maximum: CGFloat
    /// What the stack offered: max(length − gaps − reserved − taken, 0) ÷ remaining.
    public var offer: CGFloat
}
