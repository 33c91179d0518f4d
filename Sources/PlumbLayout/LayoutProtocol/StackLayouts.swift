import Foundation

/// The stack layouts run the same algorithms as `HStack`, `VStack` and `ZStack` over `LayoutSubviews`.
extension LayoutSubviews: LayoutChildren {
    func size(_ child: Int, _ proposal: ProposedViewSize) -> CGSize { self[child].sizeThatFits(proposal) }
    func priority(_ child: Int) -> Double { self[child].priority }
    func spacing(_ child: Int) -> ViewSpacing { self[child].spacing }
    func guide(_ child: Int, _ key: AlignmentKey, _ size: CGSize) -> CGFloat {
        host.subviewGuide(nodes[child], key, size)
    }
}

extension SubviewHost {
    func subviewGuide(_ subview: Int32, _ key: AlignmentKey, _ size: CGSize) -> CGFloat {
        (self as! LayoutEngine).guide(subview, key, size)
    }
}

/// Places subviews by a `ChildPlacements` computed at the bounds' origin.
func place(_ subviews: LayoutSubviews, _ placements: ChildPlacements, in bounds: CGRect) {
    for (index, subview) in subviews.enumerated() {
        let origin = placements.origins[index]
        subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: placements.proposals[index])
    }
}

/// `HStackLayout` and `VStackLayout`: the stack algorithm over a custom layout's subviews.
protocol StackAlgorithmLayout: Layout where Cache == Void {
    var algorithm: StackLayout { get }
}

extension StackAlgorithmLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(subviews, algorithm.placements(proposal, subviews), in: bounds)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacingPreference(subviews) }
}

extension HStackLayout: StackAlgorithmLayout {}
extension VStackLayout: StackAlgorithmLayout {}

extension ZStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        ZStackAlgorithm(alignment: alignment).sizeThatFits(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(subviews, ZStackAlgorithm(alignment: alignment).placements(in: bounds.size, subviews), in: bounds)
    }
}
