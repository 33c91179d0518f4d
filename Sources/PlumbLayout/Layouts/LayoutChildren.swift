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
    /// Whether some child's answer may change with the proposal's length on `axis` (else a layout need not ask
    /// again with only that length changed).
    func answersDepend(on axis: Axis) -> Bool
    /// What a layout may take for granted about the child's answers.
    func answerShape(_ child: Int) -> AnswerShape
}

extension LayoutChildren {
    func answersDepend(on axis: Axis) -> Bool { true }
    func answerShape(_ child: Int) -> AnswerShape { .unknown }
}

/// What a layout may take for granted about a child's answers and guides, so as not to ask what it can tell.
struct AnswerShape {
    /// The axes of a proposal the answer may change with.
    var dependence: ProposalDependence
    /// The axes on which the answer to a proposed length is that length clamped to the answers to 0 and ∞ (see
    /// `LayoutOp.clampedAxes`).
    var clampedAxes: ProposalDependence
    /// Whether the child may have an explicit value for some guide (else each guide has its default value).
    var mayHaveExplicitGuides: Bool

    static let unknown = AnswerShape(dependence: .both, clampedAxes: [], mayHaveExplicitGuides: true)
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
