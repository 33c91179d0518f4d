import Foundation

extension LayoutEngine {
    /// The node's value for `key` at `size`: its explicit value if it has one, else the guide's default (§8.1).
    func guide(_ node: Int32, _ key: AlignmentKey, _ size: CGSize) -> CGFloat {
        guard nodes[Int(node)].mayHaveExplicitGuides else { return key.defaultValue(in: size) }
        if let value = explicitGuide(node, key, size) { return value }
        return key.defaultValue(in: dimensions(node, size))
    }

    /// The node's dimensions at `size`, with its explicit guides looked up lazily.
    func dimensions(_ node: Int32, _ size: CGSize) -> ViewDimensions {
        guard nodes[Int(node)].mayHaveExplicitGuides else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in explicitGuide(node, key, size) }
    }

    /// The node's explicit value for `key` at `size`, in its own coordinates, or `nil` (§8.2, §8.4).
    func explicitGuide(_ node: Int32, _ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        let arenaNode = nodes[Int(node)]
        guard arenaNode.mayHaveExplicitGuides else { return nil }
        if arenaNode.isTransparent { return explicitGuide(child(node), key, size) }
        let kind = kinds[Int(node)]
        switch kind {
        case .alignmentGuide(let guideKey, let compute):
            if guideKey == key { return compute(dimensions(child(node), size)) }
            return explicitGuide(child(node), key, size)
        case .text:
            if key == VerticalAlignment.firstTextBaseline.key { return measureText(node, ProposedViewSize(size)).firstBaseline }
            if key == VerticalAlignment.lastTextBaseline.key { return measureText(node, ProposedViewSize(size)).lastBaseline }
            return nil
        case .layout(let layout):
            return customLayoutExplicitGuide(node, layout, key, size: size)
        case .stack, .zstack, .lazyGrid:
            if key.isBuiltInEdge { return nil }
            let children = children(of: node)
            guard children.contains(where: { nodes[Int($0)].mayHaveExplicitGuides }) else { return nil }
            return fold(key, children: children, containerPlacements(node, proposal: ProposedViewSize(size), size: size))
        case .grid:
            if key.isBuiltInEdge { return nil }
            let (layout, cells) = grid(node)
            guard cells.nodes.contains(where: { nodes[Int($0)].mayHaveExplicitGuides }) else { return nil }
            return fold(key, children: cells.nodes, layout.placements(ProposedViewSize(size), cells).cells)
        case .viewThatFits(let axes):
            let children = ArenaChildren(engine: self, node: node)
            return ViewThatFitsLayout(axes: axes).choice(ProposedViewSize(size), children).flatMap { explicitGuide(children.node($0), key, size) }
        default:
            switch kind.role {
            case .passthrough, .secondary:
                return explicitGuide(child(node), key, size)
            case .unary:
                let placement = unaryChildPlacement(node, size: size, proposal: ProposedViewSize(size))
                return explicitGuide(child(node), key, placement.size).map { $0 + placement.origin[key.axis] }
            case .leaf, .container:
                return nil
            }
        }
    }
}
