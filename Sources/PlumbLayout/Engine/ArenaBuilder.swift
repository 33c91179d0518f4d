import Foundation

/// Turns a `ViewNode` tree into arena nodes: flattens `Group`s and `EmptyView`s into their container's list,
/// applies a modifier on a group or a `GridRow` to each of its views (as SwiftUI does), resolves the environment, and
/// derives the flags the solver uses to skip work.
struct ArenaBuilder {
    unowned(unsafe) let engine: LayoutEngine

    /// Builds `view` under `parent` and returns the arena nodes it became (none for an empty view, several for a
    /// group).
    func build(_ view: ViewNode, parent: Int32, environment: Int32, stackAxis: Axis?, path: [Int]) -> [Int32] {
        switch view.kind {
        case .empty:
            return []
        case .gridRow where !isGrid(parent):
            // "A grid row behaves like a Group if you create it outside of a grid." (GridRow docs)
            fallthrough
        case .group:
            var built: [Int32] = []
            for (index, child) in view.children.enumerated() {
                built += build(child, parent: parent, environment: environment, stackAxis: stackAxis, path: path + [index])
            }
            return built
        default:
            break
        }
        if view.kind.role != .container && view.kind.role != .leaf, let first = view.children.first {
            if isGridRowChain(first) {
                return build(liftingGridRow(view), parent: parent, environment: environment, stackAxis: stackAxis, path: path)
            }
            if isGroupChain(first) {
                return distribute(view, parent: parent, environment: environment, stackAxis: stackAxis, path: path)
            }
        }
        return [buildNode(view, parent: parent, environment: environment, stackAxis: stackAxis, path: path)]
    }

    /// Whether `view` is a `Group` (or `ForEach`, or `EmptyView`) or modifiers over one, checked in place as
    /// ``isGridRowChain(_:)`` is.
    private func isGroupChain(_ view: borrowing ViewNode) -> Bool {
        switch view.kind {
        case .group, .empty: return true
        default:
            let role = view.kind.role
            guard role != .container, role != .leaf, !view.children.isEmpty else { return false }
            return isGroupChain(view.children[0])
        }
    }

    private func isGrid(_ node: Int32) -> Bool {
        guard node >= 0, case .grid = engine.kinds[Int(node)] else { return false }
        return true
    }

    /// Whether `view` is a `GridRow` or modifiers over one, checked in place: most modifiers wrap no row, and
    /// copying each node of each chain to find out made building a tree measurably slower.
    private func isGridRowChain(_ view: borrowing ViewNode) -> Bool {
        if case .gridRow = view.kind { return true }
        let role = view.kind.role
        guard role != .container, role != .leaf, !view.children.isEmpty else { return false }
        return isGridRowChain(view.children[0])
    }

    /// A modifier chain over a `GridRow` as the row with the chain on each cell: "If you apply a view modifier to a
    /// row, the row applies the modifier to all of the cells, similar to how a Group behaves" (GridRow docs).
    /// `view` is a chain ``isGridRowChain(_:)`` accepted.
    private func liftingGridRow(_ view: ViewNode) -> ViewNode {
        if case .gridRow = view.kind { return view }
        var row = liftingGridRow(view.children[0])
        row.children = row.children.map { cell in
            var copy = view
            copy.children[0] = cell
            return copy
        }
        return row
    }

    /// `Group { A; B }.padding().border(.red)` is `A.padding().border(.red); B.padding().border(.red)`: every
    /// modifier over a group applies to each of its views. `modifier` is a chain ``isGroupChain(_:)`` accepted.
    private func distribute(_ modifier: ViewNode, parent: Int32, environment: Int32, stackAxis: Axis?, path: [Int]) -> [Int32] {
        let items = distributed(modifier)
        var built: [Int32] = []
        for (index, item) in items.enumerated() {
            built += build(item, parent: parent, environment: environment, stackAxis: stackAxis, path: items.count == 1 ? path : path + [index])
        }
        return built
    }

    /// The views `view` stands for: a group's views (nested groups flattened, empty views dropped), each with the
    /// modifiers over the group applied; any other view itself.
    private func distributed(_ view: ViewNode) -> [ViewNode] {
        switch view.kind {
        case .group: return view.children.flatMap(distributed)
        case .empty: return []
        default:
            guard let first = view.children.first, view.kind.role != .container, view.kind.role != .leaf, isGroupChain(first) else { return [view] }
            return distributed(first).map { item in
                var copy = view
                copy.children[0] = item
                return copy
            }
        }
    }

    private func buildNode(_ view: ViewNode, parent: Int32, environment: Int32, stackAxis: Axis?, path: [Int]) -> Int32 {
        let index = engine.appendNode(
            ArenaNode(parent: parent, environment: environment, stackAxis: stackAxis),
            kind: view.kind.resolved(stackAxis: stackAxis), identity: NodeIdentity(source: view.source, definition: view.definition, id: view.id, path: path)
        )
        var childEnvironment = environment
        if case .environment(let writer) = view.kind {
            var values = engine.environments[Int(environment)]
            writer.apply(&values)
            childEnvironment = engine.appendEnvironment(values)
        }
        let childAxis: Axis?
        switch view.kind {
        case .stack(let axis, _, _): childAxis = axis
        case .zstack, .geometryReader: childAxis = nil
        case .layout(let layout): childAxis = layout.stackOrientation
        case .background, .overlay, .preferenceReader: childAxis = stackAxis
        default: childAxis = view.kind.role == .container ? nil : stackAxis
        }
        var children: [Int32] = []
        switch view.kind {
        case .background(let alignment), .overlay(let alignment):
            children = build(view.children[0], parent: index, environment: childEnvironment, stackAxis: childAxis, path: path + [0])
            let secondary = build(view.children[1], parent: index, environment: childEnvironment, stackAxis: nil, path: path + [1])
            children = [single(children, parent: index, environment: childEnvironment, path: path + [0]),
                        implicitZStack(secondary, alignment: alignment, parent: index, environment: childEnvironment, path: path + [1])]
        default:
            for (offset, child) in view.children.enumerated() {
                children += build(child, parent: index, environment: childEnvironment, stackAxis: childAxis, path: path + [offset])
            }
            if view.kind.role != .container && view.kind.role != .leaf {
                children = [single(children, parent: index, environment: childEnvironment, path: path + [0])]
            }
        }
        engine.setChildren(of: index, children)
        deriveFlags(index)
        return index
    }

    /// A modifier's child list as one node (an empty one becomes an `EmptyView`).
    private func single(_ nodes: [Int32], parent: Int32, environment: Int32, path: [Int]) -> Int32 {
        if nodes.count == 1 { return nodes[0] }
        return implicitZStack(nodes, alignment: .center, parent: parent, environment: environment, path: path)
    }

    /// Several secondary views are laid out as a ZStack with the modifier's alignment (§10).
    func implicitZStack(_ nodes: [Int32], alignment: Alignment, parent: Int32, environment: Int32, path: [Int]) -> Int32 {
        if nodes.count == 1 { return nodes[0] }
        let kind: ViewKind = nodes.isEmpty ? .empty : .zstack(alignment: alignment)
        let index = engine.appendNode(
            ArenaNode(parent: parent, environment: environment, stackAxis: nil),
            kind: kind, identity: NodeIdentity(source: nil, id: nil, path: path)
        )
        for node in nodes { engine.nodes[Int(node)].parent = index }
        engine.setChildren(of: index, nodes)
        deriveFlags(index)
        return index
    }

    /// Derives the flags of a node from its kind and its children.
    func deriveFlags(_ index: Int32) {
        let kind = engine.kinds[Int(index)]
        let children = engine.children(of: index)
        var node = engine.nodes[Int(index)]
        var explicit = false
        var readsPosition = false
        switch kind {
        // A custom layout may answer `explicitAlignment` itself, whatever its children have.
        case .alignmentGuide, .text, .layout: explicit = true
        case .geometryReader, .anchorPreference, .preferenceReader, .coordinateSpace: readsPosition = true
        default: break
        }
        switch kind.role {
        case .leaf: break
        case .secondary:
            explicit = explicit || engine.nodes[Int(children[0])].mayHaveExplicitGuides
        default:
            explicit = explicit || children.contains { engine.nodes[Int($0)].mayHaveExplicitGuides }
        }
        node.mayHaveExplicitGuides = explicit
        node.readsPosition = readsPosition || children.contains { engine.nodes[Int($0)].readsPosition }
        let isRelative = if case .containerRelativeFrame = kind { true } else { false }
        node.usesContainerSize = isRelative || children.contains { engine.nodes[Int($0)].usesContainerSize }
        switch kind {
        case .stack, .zstack: node.isTransparent = children.count == 1
        default: node.isTransparent = false
        }
        node.dependence = ProposalDependence.of(kind, stackAxis: node.stackAxis, children: children.map { engine.nodes[Int($0)].dependence })
        let only = children.count == 1 ? engine.nodes[Int(children[0])] : nil
        node.answerSteps = engine.ops[Int(index)].answerSteps(childSteps: only?.answerSteps)
        let clampedAxes = node.isTransparent ? only!.clampedAxes : engine.ops[Int(index)].clampedAxes(child: only?.clampedAxes ?? [])
        // An answer that does not depend on an axis is a constant along it.
        node.clampedAxes = clampedAxes.union(ProposalDependence.both.subtracting(node.dependence))
        engine.nodes[Int(index)] = node
        engine.nodes[Int(index)].priority = engine.derivePriority(index)
    }
}
