import Foundation

extension LayoutEngine {
    /// The node's layout priority as its parent reads it (§1.4, §3.6).
    @inline(__always) func priority(_ node: Int32) -> Double { nodes[Int(node)].priority }

    /// The priority of a node from its kind and its children's priorities, derived when the node is built.
    func derivePriority(_ node: Int32) -> Double {
        let arenaNode = nodes[Int(node)]
        if arenaNode.isTransparent { return priority(child(node)) }
        let kind = kinds[Int(node)]
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .stack, .zstack, .layout, .grid, .lazyGrid: return arenaNode.childCount == 0 ? -.infinity : 0
        default:
            switch kind.role {
            case .passthrough, .secondary: return priority(child(node))
            case .unary, .leaf, .container: return 0
            }
        }
    }

    /// A view's modifier chain, outermost first: the node, then its (primary) child while it is a modifier. Traits
    /// such as `layoutValue` live on it and survive the modifiers applied after them.
    func modifierChain(_ node: Int32) -> UnfoldSequence<Int32, (Int32?, Bool)> {
        sequence(first: node) { [unowned self] current in
            let role = kinds[Int(current)].role
            guard role != .container, role != .leaf, nodes[Int(current)].childCount > 0 else { return nil }
            return child(current)
        }
    }

    /// The node's spacing preference (§3.4), cached until the node changes.
    func spacing(_ node: Int32) -> ViewSpacing {
        if let cached = spacingCache[Int(node)] { return cached }
        let value = computeSpacing(node)
        spacingCache[Int(node)] = value
        return value
    }

    private func computeSpacing(_ node: Int32) -> ViewSpacing {
        let arenaNode = nodes[Int(node)]
        if arenaNode.isTransparent { return spacing(child(node)) }
        switch ops[Int(node)] {
        case .greedy, .fixed: return .leafDefault
        case .spacer: return .spacer(axis: arenaNode.stackAxis)
        case .padding(let padding): return spacing(child(node), resetting: padding.resetEdges)
        case .fixedSize, .passthrough: return spacing(child(node))
        case .stack: return stackLayout(node).spacingPreference(ArenaChildren(engine: self, node: node))
        case .empty, .frame, .general: return computeGeneralSpacing(node)
        }
    }

    /// The spacing preference of a node whose `LayoutOp` does not give it.
    private func computeGeneralSpacing(_ node: Int32) -> ViewSpacing {
        let kind = kinds[Int(node)]
        switch kind {
        case .text:
            let ideal = measureText(node, .unspecified)
            let scale = environments[Int(nodes[Int(node)].environment)].displayScale
            return .text(
                metrics: measurer.metrics(of: textRun(node)), firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline,
                height: ideal.size.height, pixelLength: 1 / max(scale, 1)
            )
        case .empty:
            return .zero
        case .zstack, .lazyGrid:
            return union(children(of: node))
        case .grid:
            return union(grid(node).cells.nodes)
        case .viewThatFits:
            // SwiftUI's size-fitting layout answers its first child's spacing.
            return nodes[Int(node)].childCount > 0 ? spacing(child(node)) : .zero
        case .layout(let layout):
            return customLayoutSpacing(node, layout)
        case .frame(let width, let height, _):
            return spacing(child(node), resetting: axisEdges(horizontal: width != nil, vertical: height != nil))
        case .flexFrame(let frame):
            let horizontal = frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil
            let vertical = frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
            return spacing(child(node), resetting: axisEdges(horizontal: horizontal, vertical: vertical))
        case .position:
            return .leafDefault
        default:
            switch kind.role {
            case .leaf, .container: return .leafDefault
            case .passthrough, .secondary, .unary: return spacing(child(node))
            }
        }
    }

    private func spacing(_ node: Int32, resetting edges: ViewSpacing.Edges) -> ViewSpacing {
        // Every edge reset: the child's preference is not read.
        if edges == .all { return .leafDefault }
        var value = spacing(node)
        value.reset(edges)
        return value
    }

    private func axisEdges(horizontal: Bool, vertical: Bool) -> ViewSpacing.Edges {
        var edges: ViewSpacing.Edges = []
        if horizontal { edges.formUnion([.left, .right]) }
        if vertical { edges.formUnion([.top, .bottom]) }
        return edges
    }

    /// The union of the nodes' preferences on every edge; generic 0 when there are none.
    private func union(_ children: [Int32]) -> ViewSpacing {
        guard !children.isEmpty else { return .zero }
        var value = ViewSpacing()
        for child in children { value.formUnion(spacing(child), edges: .all) }
        return value
    }
}
