import Foundation

/// Solves view trees. Holds the arena of the current tree and its caches, so that re-solving after a small change
/// costs little.
public final class LayoutEngine: SubviewHost {
    public let measurer: TextMeasurer

    public init(measurer: TextMeasurer = FixedMetricsTextMeasurer()) {
        self.measurer = measurer
    }

    func subviewSize(_ subview: Int32, _ proposal: ProposedViewSize) -> CGSize { fatalError("engine under construction") }
    func subviewDimensions(_ subview: Int32, _ proposal: ProposedViewSize) -> ViewDimensions { fatalError("engine under construction") }
    func subviewPriority(_ subview: Int32) -> Double { fatalError("engine under construction") }
    func subviewSpacing(_ subview: Int32) -> ViewSpacing { fatalError("engine under construction") }
    func subviewLayoutValue(_ subview: Int32, _ key: LayoutValueKeyID) -> Any { fatalError("engine under construction") }
    func placeSubview(_ subview: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) { fatalError("engine under construction") }
    func mergedExplicitGuide(_ key: AlignmentKey, of nodes: [Int32], in bounds: CGRect, proposal: ProposedViewSize, place: (CGRect, ProposedViewSize) -> Void) -> CGFloat? { fatalError("engine under construction") }
}
