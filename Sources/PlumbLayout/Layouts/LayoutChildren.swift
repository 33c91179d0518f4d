import Foundation

/// The narrow view a multi-child layout algorithm has of its children: their answers, priorities, spacing
/// preferences and guide values. The engine implements it over its arena; `LayoutSubviews` over a custom layout's
/// subviews.
protocol LayoutChildren {
    var count: Int { get }
    func size(_ child: Int, _ proposal: ProposedViewSize) -> CGSize
    func priority(_ child: Int) -> Double
    func spacing(_ child: Int) -> ViewSpacing
    /// The child's value for `key` when it has `size`: its explicit value if it has one, else the default.
    func guide(_ child: Int, _ key: AlignmentKey, _ size: CGSize) -> CGFloat
    /// The gaps `stack` leaves between these children (the engine keeps them from one query to the next).
    func gaps(in stack: StackLayout) -> [CGFloat]
    /// Whether some child's answer may change with the proposal's length on `axis` (else a layout need not ask
    /// again with only that length changed).
    func answersDepend(on axis: Axis) -> Bool
}

extension LayoutChildren {
    func gaps(in stack: StackLayout) -> [CGFloat] {
        var gaps: [CGFloat] = []
        stack.gaps(self, into: &gaps)
        return gaps
    }
    func answersDepend(on axis: Axis) -> Bool { true }
}

/// Where a multi-child layout puts each child, and what it proposed to each.
struct ChildPlacements {
    var size: CGSize
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
    var sizes: [CGSize]
    /// The alignment line per axis, in the container's coordinates (`nil` where the layout has none).
    var alignmentLines: (horizontal: CGFloat?, vertical: CGFloat?)
}
