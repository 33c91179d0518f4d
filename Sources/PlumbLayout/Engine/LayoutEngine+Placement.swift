import Foundation

extension LayoutEngine {
    /// Places `node` at `origin` (in its parent's coordinates) with the proposal its parent placed it with, then
    /// its children. A clean subtree placed with the same proposal as last time keeps its children's placements.
    /// `known` is the node's answer to `proposal` when the caller has it (asked again when queries are recorded, for
    /// the record).
    func place(_ node: Int32, proposal: ProposedViewSize, at origin: CGPoint, size known: CGSize? = nil) {
        origins[Int(node)] = origin
        if !recordsQueries && !dirty[Int(node)] && placedProposals[Int(node)] == proposal && !nodes[Int(node)].readsPosition {
            return
        }
        let nodeSize = recordsQueries ? size(node, proposal) : known ?? size(node, proposal)
        sizes[Int(node)] = nodeSize
        placedProposals[Int(node)] = proposal
        dirty[Int(node)] = false
        placeChildren(node, proposal: proposal, size: nodeSize)
    }

    private func placeChildren(_ node: Int32, proposal: ProposedViewSize, size: CGSize) {
        if nodes[Int(node)].isTransparent {
            place(child(node), proposal: proposal, at: .zero, size: size)
            return
        }
        switch ops[Int(node)] {
        case .greedy, .fixed, .spacer, .empty:
            break
        case .frame, .padding, .fixedSize:
            let placement = unaryChildPlacement(node, size: size, proposal: proposal)
            place(child(node), proposal: placement.proposal, at: placement.origin, size: placement.size)
            if recordsQueries { recordUnaryPlacement(node, placement, size: size) }
        case .passthrough:
            place(child(node), proposal: proposal, at: .zero, size: size)
        case .stack where !recordsQueries:
            placeStackChildren(node, proposal: proposal)
        case .stack, .general:
            placeGeneralChildren(node, proposal: proposal, size: size)
        }
    }

    /// `placeChildren` for a node whose kind has no `LayoutOp` of its own.
    private func placeGeneralChildren(_ node: Int32, proposal: ProposedViewSize, size: CGSize) {
        let kind = kinds[Int(node)]
        switch kind {
        case .geometryReader(let content):
            placeGeometryReaderContent(node, content: content, size: size)
        case .grid:
            placeGridChildren(node, proposal: proposal)
        case .viewThatFits(let axes):
            placeChosenChild(node, ViewThatFitsLayout(axes: axes), proposal: proposal, size: size)
        case .sizingContainer:
            enterContainer(node, proposal)
            place(child(node), proposal: proposal, at: .zero, size: size)
        case .stack, .zstack, .layout, .lazyGrid:
            let placements = containerPlacements(node, proposal: proposal, size: size, tracing: trace)
            for (index, child) in children(of: node).enumerated() {
                place(child, proposal: placements.proposals[index], at: placements.origins[index])
            }
            if recordsQueries { recordContainerGuides(node, placements) }
        case .background(let alignment), .overlay(let alignment):
            place(child(node, 0), proposal: proposal, at: .zero)
            placeSecondary(child(node, 1), of: node, alignment: alignment, size: size)
        case .preferenceReader(let key, _, let alignment, let content):
            let primary = child(node, 0)
            place(primary, proposal: proposal, at: .zero)
            let value = preferenceValue(primary, key) ?? key.defaultValue
            let environment = nodes[Int(node)].environment
            let built = ArenaBuilder(engine: self).build(content(value), parent: node, environment: environment, stackAxis: nil, path: identities[Int(node)].path + [1])
            let secondary = ArenaBuilder(engine: self).implicitZStack(built, alignment: alignment, parent: node, environment: environment, path: identities[Int(node)].path + [1])
            setChildren(of: node, [primary, secondary])
            placeSecondary(secondary, of: node, alignment: alignment, size: size)
        default:
            if kind.role == .unary {
                let placement = unaryChildPlacement(node, size: size, proposal: proposal)
                place(child(node), proposal: placement.proposal, at: placement.origin)
                if recordsQueries { recordUnaryPlacement(node, placement, size: size) }
            }
        }
    }

    /// Places a stack's children from its kept pass, solving it only if it does not answer `proposal`.
    private func placeStackChildren(_ node: Int32, proposal: ProposedViewSize) {
        let layout = stackLayout(node)
        let children = ArenaChildren(engine: self, node: node)
        let placing = StackPassCache.Tag(proposal: proposal, isPlacing: true)
        let (pass, tag) = stackPasses.pass(node, childCount: children.count)
        pass.pointee.remembers = true
        if tag != placing {
            if tag != StackPassCache.Tag(proposal: proposal, isPlacing: false) { layout.pass(proposal, children, into: &pass.pointee) }
            layout.placing(proposal, children, &pass.pointee)
            stackPasses.setTag(node, placing)
        }
        layout.forEachPlacement(pass.pointee, children) { index, origin, offer, size in
            place(children.node(index), proposal: offer, at: origin, size: size)
        }
    }

    /// Where a unary layout modifier of `size` puts its child, with what proposal.
    func unaryChildPlacement(_ node: Int32, size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let childNode = child(node)
        switch ops[Int(node)] {
        case .frame(let frame, let alignment) where !nodes[Int(childNode)].mayHaveExplicitGuides:
            // The built-in guides' default values, as `alignedOrigin` computes them.
            let offer = frame.childProposal(proposal)
            let childSize = self.size(childNode, offer)
            let origin = CGPoint(
                x: alignment.x * size.width - alignment.x * childSize.width,
                y: alignment.y * size.height - alignment.y * childSize.height
            )
            return (origin, childSize, offer)
        case .padding(let padding):
            let offer = padding.childProposal(proposal)
            return (padding.childOrigin, self.size(childNode, offer), offer)
        default:
            return generalUnaryChildPlacement(node, childNode, size: size, proposal: proposal)
        }
    }

    private func generalUnaryChildPlacement(_ node: Int32, _ childNode: Int32, size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        func centred(_ offer: ProposedViewSize) -> (CGPoint, CGSize, ProposedViewSize) {
            let childSize = self.size(childNode, offer)
            return (CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), childSize, offer)
        }
        func aligned(_ offer: ProposedViewSize, _ alignment: Alignment) -> (CGPoint, CGSize, ProposedViewSize) {
            let childSize = self.size(childNode, offer)
            let origin = alignedOrigin(of: childSize, in: size, alignment: alignment) { guide(childNode, $0, $1) }
            return (origin, childSize, offer)
        }
        switch kinds[Int(node)] {
        case .frame(let width, let height, let alignment):
            return aligned(FrameLayout(width: width, height: height).childProposal(proposal), alignment)
        case .flexFrame(let frame):
            return aligned(FlexFrameLayout(frame: frame).placementProposal(proposal, size: size), frame.alignment)
        case .aspectRatio(let ratio, let mode):
            return centred(AspectRatioLayout(ratio: ratio, contentMode: mode).childProposal(proposal) { self.size(childNode, .unspecified) })
        case .containerRelativeFrame(let frame):
            return aligned(frame.frame(in: containerSize(around: node)).childProposal(proposal), frame.alignment)
        case .position(let point):
            let offer = ProposedViewSize(size)
            let childSize = self.size(childNode, offer)
            return (PositionLayout(position: point).childOrigin(childSize: childSize), childSize, offer)
        case .fixedSize(let horizontal, let vertical):
            return centred(FixedSizeLayout(horizontal: horizontal, vertical: vertical).childProposal(proposal))
        default:
            return (.zero, self.size(childNode, proposal), proposal)
        }
    }

    /// Places the child a `ViewThatFits` shows for `proposal`, proposed that and at its origin. The others are not
    /// placed, so they are neither drawn nor in the solved tree, nor do they produce preferences.
    private func placeChosenChild(_ node: Int32, _ layout: ViewThatFitsLayout, proposal: ProposedViewSize, size: CGSize) {
        let children = ArenaChildren(engine: self, node: node)
        let chosen = layout.choice(proposal, children)
        for index in 0..<children.count {
            if index == chosen {
                trace?.offered(children.node(index), proposal, by: .viewThatFits(choice: index, count: children.count))
                place(children.node(index), proposal: proposal, at: .zero, size: size)
            } else {
                placedProposals[Int(children.node(index))] = nil
            }
        }
    }

    /// Children placements of a stack, ZStack, lazy grid or custom layout of `size`, in the container's coordinates;
    /// with a trace (placing, not folding guides), the offers they are placed with go into it.
    func containerPlacements(_ node: Int32, proposal: ProposedViewSize, size: CGSize, tracing trace: LayoutTrace? = nil) -> ChildPlacements {
        let children = ArenaChildren(engine: self, node: node)
        func traced(_ placements: ChildPlacements, _ offer: OfferRule) -> ChildPlacements {
            for index in 0..<children.count { trace?.offered(children.node(index), placements.proposals[index], by: offer) }
            return placements
        }
        switch kinds[Int(node)] {
        case .stack:
            guard let trace else { return stackLayout(node).placements(proposal, children) }
            let observer = OfferRecorder { child, proposal, offer in trace.offered(children.node(child), proposal, by: offer) }
            return stackLayout(node).placements(proposal, children, observer: observer)
        case .zstack(let alignment):
            return traced(ZStackAlgorithm(alignment: alignment).placements(in: size, children), .zstack(size: size))
        case .lazyGrid:
            return traced(lazyGrid(node).placements(in: size, children), .lazyGridCell)
        case .layout(let layout):
            return customLayoutPlacements(node, layout, proposal: proposal, bounds: CGRect(origin: .zero, size: size), tracing: trace)
        default:
            return ChildPlacements(size: size, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil))
        }
    }

    /// A background or overlay: proposed the primary's size, its guide on the primary's (§10).
    private func placeSecondary(_ secondary: Int32, of node: Int32, alignment: Alignment, size: CGSize) {
        let primary = child(node, 0)
        let offer = ProposedViewSize(size)
        let secondarySize = self.size(secondary, offer)
        trace?.offered(secondary, offer, by: .secondary(primarySize: size))
        let origin = CGPoint(
            x: guide(primary, alignment.horizontal.key, size) - guide(secondary, alignment.horizontal.key, secondarySize),
            y: guide(primary, alignment.vertical.key, size) - guide(secondary, alignment.vertical.key, secondarySize)
        )
        place(secondary, proposal: offer, at: origin)
        if recordsQueries {
            lineRecords[node] = [
                AlignmentLine(key: alignment.horizontal.key, position: guide(primary, alignment.horizontal.key, size)),
                AlignmentLine(key: alignment.vertical.key, position: guide(primary, alignment.vertical.key, size)),
            ]
            recordGuides(of: secondary, size: secondarySize, keys: [alignment.horizontal.key, alignment.vertical.key])
        }
    }

    /// Builds a GeometryReader's content from a proxy of the placed reader, and places it at the top-leading corner,
    /// proposed the reader's size (§13).
    private func placeGeometryReaderContent(_ node: Int32, content: (GeometryProxy) -> ViewNode, size: CGSize) {
        let frame = CGRect(origin: globalOrigin(node), size: size)
        let proxy = GeometryProxy(size: size, safeAreaInsets: safeAreaInsets(reaching: frame), globalFrame: frame, namedSpaces: namedSpaces(above: node))
        let arenaNode = nodes[Int(node)]
        let built = ArenaBuilder(engine: self).build(content(proxy), parent: node, environment: arenaNode.environment, stackAxis: nil, path: identities[Int(node)].path + [0])
        setChildren(of: node, built)
        for child in built {
            trace?.offered(child, ProposedViewSize(size), by: .geometryReader(size: size))
            place(child, proposal: ProposedViewSize(size), at: .zero)
        }
    }

    /// The window-coordinate origin of a placed node, moved by the offsets of its ancestors (not its own).
    func globalOrigin(_ node: Int32, includingOffsets: Bool = true) -> CGPoint {
        var point = origins[Int(node)]
        var current = nodes[Int(node)].parent
        while current >= 0 {
            if includingOffsets, case .offset(let delta) = kinds[Int(current)] {
                point.x += delta.width
                point.y += delta.height
            }
            point = point + origins[Int(current)]
            current = nodes[Int(current)].parent
        }
        return point
    }

    /// The named coordinate spaces among the node's ancestors (and the node itself), innermost first.
    func namedSpaces(above node: Int32) -> [AnyHashable: CGRect] {
        var spaces: [AnyHashable: CGRect] = [:]
        var current = node
        while current >= 0 {
            if case .coordinateSpace(let name) = kinds[Int(current)], spaces[name] == nil {
                spaces[name] = CGRect(origin: globalOrigin(current), size: sizes[Int(current)])
            }
            current = nodes[Int(current)].parent
        }
        return spaces
    }

    /// The part of the window's safe-area insets that reaches a view with this frame: an edge touching or beyond the
    /// safe area's edge gets the distance from the window's edge to the view's edge, at most the inset.
    func safeAreaInsets(reaching frame: CGRect) -> EdgeInsets {
        let insets = safeAreaInsets
        let eps: CGFloat = 0.001
        return EdgeInsets(
            top: frame.minY <= insets.top + eps ? Swift.min(Swift.max(frame.minY, 0), insets.top) : 0,
            leading: frame.minX <= insets.leading + eps ? Swift.min(Swift.max(frame.minX, 0), insets.leading) : 0,
            bottom: frame.maxY >= windowSize.height - insets.bottom - eps ? Swift.min(Swift.max(windowSize.height - frame.maxY, 0), insets.bottom) : 0,
            trailing: frame.maxX >= windowSize.width - insets.trailing - eps ? Swift.min(Swift.max(windowSize.width - frame.maxX, 0), insets.trailing) : 0
        )
    }
}
