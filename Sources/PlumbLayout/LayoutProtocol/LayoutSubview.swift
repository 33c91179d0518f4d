import Foundation

/// What a container needs to ask of its subviews; the engine implements it.
protocol SubviewHost: AnyObject {
    func subviewSize(_ subview: Int32, _ proposal: ProposedViewSize) -> CGSize
    func subviewDimensions(_ subview: Int32, _ proposal: ProposedViewSize) -> ViewDimensions
    func subviewPriority(_ subview: Int32) -> Double
    func subviewSpacing(_ subview: Int32) -> ViewSpacing
    func subviewLayoutValue(_ subview: Int32, _ key: LayoutValueKeyID) -> Any
    func placeSubview(_ subview: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
}

/// A proxy for one subview of a custom layout (SwiftUI's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    unowned(unsafe) let host: SubviewHost
    let node: Int32

    init(host: SubviewHost, node: Int32) {
        self.host = host
        self.node = node
    }

    /// The subview's answer to `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { host.subviewSize(node, proposal) }
    /// The subview's size and guides (explicit ones included) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { host.subviewDimensions(node, proposal) }
    public var priority: Double { host.subviewPriority(node) }
    public var spacing: ViewSpacing { host.subviewSpacing(node) }
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        host.subviewLayoutValue(node, LayoutValueKeyID(key)) as! Key.Value
    }
    public subscript(key: LayoutValueKeyID) -> Any { host.subviewLayoutValue(node, key) }

    /// Puts the subview's `anchor` point at `position` (in the parent's space), having proposed it `proposal`.
    /// The last call wins; a subview never placed sits at the centre of the container with the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.placeSubview(node, at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.host === rhs.host && lhs.node == rhs.node }
}

/// A custom layout's subviews (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let host: SubviewHost
    let nodes: [Int32]

    init(host: SubviewHost, nodes: [Int32]) {
        self.host = host
        self.nodes = nodes
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(host: host, node: nodes[index]) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(host: host, nodes: Array(nodes[bounds])) }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.host === rhs.host && lhs.nodes == rhs.nodes }

    /// The default `explicitAlignment`: place the subviews at `bounds`, take each subview's explicit value for
    /// `key` translated by its origin, and fold them with the key's combine rule (SEMANTICS §8.4, §17).
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        place: (CGRect, ProposedViewSize) -> Void
    ) -> CGFloat? {
        guard let engine = host as? LayoutEngine else { return nil }
        return engine.mergedExplicitGuide(key, of: nodes, in: bounds, proposal: proposal, place: place)
    }
}
