import Foundation

/// Solves view trees with SwiftUI's layout rules. Holds the arena of the loaded tree with its caches and placements,
/// so that solving again after a small change — or after none — costs little.
///
/// ```swift
/// let engine = LayoutEngine()
/// let tree = engine.solve(VStack { Color.red.frame(width: 50, height: 50) }.viewNode, in: CGSize(width: 390, height: 844))
/// ```
public final class LayoutEngine {
    public let measurer: TextMeasurer
    /// The environment at the root of every tree loaded from now on: the display's scale, the Dynamic Type size.
    public var rootEnvironment = EnvironmentValues()
    /// Record every proposal each view is asked and its answer (for the solved tree); off for benchmarks.
    @exclusivity(unchecked) public var recordsQueries = true
    /// Record, for the solved tree, why each view has its size (``SolvedNode/sizing``): the rule of each answer and
    /// the operands of each offer. Off by default, and only a solve that records queries explains.
    public var explainsSizes = false
    /// The record of the solve in progress while sizes are explained, else `nil`.
    @exclusivity(unchecked) var trace: LayoutTrace?

    // The arena and the state read on every query, mostly in `PlainTable`s. The engine is used from one thread and
    // never hands out references into them, so the runtime's exclusivity checks on them are dropped (they cost more
    // than the layout arithmetic).
    @exclusivity(unchecked) var nodes = PlainTable<ArenaNode>()
    @exclusivity(unchecked) var kinds: [ViewKind] = []
    @exclusivity(unchecked) var ops = PlainTable<LayoutOp>()
    /// The alignment keys `ops` refer to, each once.
    @exclusivity(unchecked) var alignmentKeys: [AlignmentKey] = []
    var identities: [NodeIdentity] = []
    @exclusivity(unchecked) var childList = PlainTable<Int32>()
    var environments: [EnvironmentValues] = [EnvironmentValues()]
    var root: Int32 = -1

    // Geometry of the last solve, per node.
    @exclusivity(unchecked) var origins = PlainTable<CGPoint>()
    @exclusivity(unchecked) var sizes = PlainTable<CGSize>()
    @exclusivity(unchecked) var placedProposals = PlainTable<ProposedViewSize?>()
    @exclusivity(unchecked) var dirty = PlainTable<Bool>()
    @exclusivity(unchecked) var cache = SizeCache()
    @exclusivity(unchecked) var spacingCache: [ViewSpacing?] = []
    @exclusivity(unchecked) var stackPasses = StackPassCache()
    var textRuns: [Int32: TextRun] = [:]
    var queries: [Int32: [SizeQuery]] = [:]
    var guideRecords: [Int32: [GuideValue]] = [:]
    var lineRecords: [Int32: [AlignmentLine]] = [:]
    var warnings: [LayoutWarning] = []

    // Preferences of the last solve.
    var preferenceMemo: [PreferenceMemoKey: Any?] = [:]
    var previousChangeValues: [[Int]: Any] = [:]

    // The root geometry of the last solve.
    var windowSize: CGSize = .zero
    var safeAreaInsets: EdgeInsets = .zero
    var lastRootProposal: ProposedViewSize?
    /// The size of the root's container, which `containerRelativeFrame`s outside any other container size against.
    var rootContainerSize: CGSize = .zero
    /// For each sizing container, the size the answers cached below it were worked out for.
    var containerSizes: [Int32: CGSize] = [:]

    // Custom layouts: their caches, and the placements the running `placeSubviews` records.
    var layoutCaches: [Int32: AnyLayoutCache] = [:]
    var pendingPlacements: [Int32: RecordedPlacement] = [:]

    public init(measurer: TextMeasurer = FixedMetricsTextMeasurer()) {
        self.measurer = measurer
    }

    deinit {
        nodes.deallocate()
        ops.deallocate()
        childList.deallocate()
        origins.deallocate()
        sizes.deallocate()
        placedProposals.deallocate()
        dirty.deallocate()
        cache.deallocate()
        stackPasses.deallocate()
    }

    // MARK: Loading

    /// Loads a tree, replacing the current one. Several root views form an implicit VStack (§1.3).
    public func load(_ view: ViewNode) {
        nodes.removeAll()
        kinds.removeAll(keepingCapacity: true)
        ops.removeAll()
        alignmentKeys.removeAll()
        identities.removeAll(keepingCapacity: true)
        childList.removeAll()
        origins.removeAll()
        sizes.removeAll()
        placedProposals.removeAll()
        dirty.removeAll()
        spacingCache.removeAll(keepingCapacity: true)
        environments = [rootEnvironment]
        textRuns.removeAll()
        cache.removeAll()
        stackPasses.removeAll()
        containerSizes.removeAll()
        let builder = ArenaBuilder(engine: self)
        let built = builder.build(view, parent: -1, environment: 0, stackAxis: nil, path: [])
        if built.count == 1 {
            root = built[0]
        } else {
            root = appendNode(
                ArenaNode(parent: -1, environment: 0, stackAxis: nil),
                kind: .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil),
                identity: NodeIdentity(source: nil, id: nil, path: [])
            )
            for node in built { nodes[Int(node)].parent = root }
            setChildren(of: root, built)
            builder.deriveFlags(root)
        }
        invalidateAll()
    }

    /// Drops every cached answer and placement: the next solve starts cold.
    public func invalidateAll() {
        cache.clearAll()
        stackPasses.forgetAll()
        for index in dirty.indices { dirty[index] = true }
        for index in placedProposals.indices { placedProposals[index] = nil }
        for index in spacingCache.indices { spacingCache[index] = nil }
        layoutCaches.removeAll()
        containerSizes.removeAll()
        lastRootProposal = nil
    }

    func appendNode(_ node: ArenaNode, kind: ViewKind, identity: NodeIdentity) -> Int32 {
        nodes.append(node)
        kinds.append(kind)
        ops.append(layoutOp(kind))
        identities.append(identity)
        spacingCache.append(nil)
        origins.append(.zero)
        sizes.append(.zero)
        placedProposals.append(nil)
        dirty.append(true)
        cache.resize(to: nodes.count)
        stackPasses.resize(to: nodes.count)
        return Int32(nodes.count - 1)
    }

    private func layoutOp(_ kind: ViewKind) -> LayoutOp {
        LayoutOp(kind) { key in
            if let index = alignmentKeys.firstIndex(of: key) { return Int32(index) }
            alignmentKeys.append(key)
            return Int32(alignmentKeys.count - 1)
        }
    }

    func appendEnvironment(_ values: EnvironmentValues) -> Int32 {
        environments.append(values)
        return Int32(environments.count - 1)
    }

    func setChildren(of node: Int32, _ children: [Int32]) {
        nodes[Int(node)].firstChild = Int32(childList.count)
        nodes[Int(node)].childCount = Int32(children.count)
        childList.append(contentsOf: children)
        for (index, child) in children.enumerated() { nodes[Int(child)].indexInParent = Int32(index) }
    }

    /// The node's children, copied.
    func children(of node: Int32) -> [Int32] {
        let n = nodes[Int(node)]
        return childList.elements(Int(n.firstChild)..<Int(n.firstChild + n.childCount))
    }

    @inline(__always) func child(_ node: Int32, _ index: Int = 0) -> Int32 {
        childList[Int(nodes[Int(node)].firstChild) + index]
    }

    // MARK: Changing the loaded tree

    /// The node tagged `.id(id)` in the loaded tree.
    public func node(withID id: AnyHashable) -> LayoutNodeHandle? {
        identities.firstIndex { $0.id == id }.map { LayoutNodeHandle(index: Int32($0)) }
    }

    /// Replaces a node's kind (same children), invalidating what depended on it.
    public func replaceKind(of handle: LayoutNodeHandle, with kind: ViewKind) {
        let kind = kind.resolved(stackAxis: nodes[Int(handle.index)].stackAxis)
        kinds[Int(handle.index)] = kind
        ops[Int(handle.index)] = layoutOp(kind)
        markDirty(handle.index)
    }

    /// Invalidates the node's answers and its ancestors', and derives their flags again.
    func markDirty(_ node: Int32) {
        let builder = ArenaBuilder(engine: self)
        var current = node
        var changedChild: Int?
        while current >= 0 {
            cache.clear(current)
            stackPasses.forget(current, child: changedChild)
            dirty[Int(current)] = true
            spacingCache[Int(current)] = nil
            builder.deriveFlags(current)
            changedChild = Int(nodes[Int(current)].indexInParent)
            current = nodes[Int(current)].parent
        }
    }

    // MARK: Solving

    /// Solves the loaded tree in a window of `size`: the root is proposed the size minus the safe area and centred
    /// in that area (§1.3).
    public func layout(in size: CGSize, safeAreaInsets: EdgeInsets = .zero) {
        windowSize = size
        self.safeAreaInsets = safeAreaInsets
        let available = ProposedViewSize(
            width: Swift.max(size.width - safeAreaInsets.horizontal, 0),
            height: Swift.max(size.height - safeAreaInsets.vertical, 0)
        )
        setRootContainerSize(available.replacingUnspecifiedDimensions(by: .zero))
        layoutRoot(proposal: available, offer: .window(size: size, safeArea: safeAreaInsets)) { rootSize in
            CGPoint(
                x: safeAreaInsets.leading + ((available.width ?? 0) - rootSize.width) / 2,
                y: safeAreaInsets.top + ((available.height ?? 0) - rootSize.height) / 2
            )
        }
    }

    /// Solves the loaded tree for a root proposal, with the root at the origin (a scroll view's content, a
    /// benchmark). Solving again with nothing changed returns at once.
    public func layout(proposal: ProposedViewSize) {
        windowSize = proposal.replacingUnspecifiedDimensions(by: .zero)
        safeAreaInsets = .zero
        setRootContainerSize(windowSize)
        layoutRoot(proposal: proposal, offer: .root) { _ in .zero }
    }

    private func layoutRoot(proposal: ProposedViewSize, offer: OfferRule, origin: (CGSize) -> CGPoint) {
        guard root >= 0 else { return }
        if lastRootProposal == proposal && !dirty[Int(root)] { return }
        if recordsQueries {
            queries.removeAll(keepingCapacity: true)
            guideRecords.removeAll(keepingCapacity: true)
            lineRecords.removeAll(keepingCapacity: true)
        }
        trace = explainsSizes && recordsQueries ? LayoutTrace() : nil
        trace?.offered(root, proposal, by: offer)
        warnings.removeAll()
        preferenceMemo.removeAll(keepingCapacity: true)
        let rootSize = size(root, proposal)
        place(root, proposal: proposal, at: origin(rootSize), size: rootSize)
        lastRootProposal = proposal
    }

    /// Loads `view`, solves it in a window, and runs the `onPreferenceChange` actions whose values changed.
    public func solve(_ view: ViewNode, in size: CGSize, safeAreaInsets: EdgeInsets = .zero) -> SolvedTree {
        let tree = solveWithoutActions(view, in: size, safeAreaInsets: safeAreaInsets)
        _ = runPreferenceChangeActions()
        return tree
    }

    private func solveWithoutActions(_ view: ViewNode, in size: CGSize, safeAreaInsets: EdgeInsets) -> SolvedTree {
        load(view)
        layout(in: size, safeAreaInsets: safeAreaInsets)
        return solvedTree()
    }

    /// Solves a scene whose state `onPreferenceChange` may change: builds the tree, solves it, runs the actions of
    /// preferences that changed, and builds and solves again until nothing changes — at most `maxPasses` times, with a
    /// warning when the preferences do not settle.
    public func solve(in size: CGSize, safeAreaInsets: EdgeInsets = .zero, maxPasses: Int = 10, build: () -> ViewNode) -> SolvedTree {
        previousChangeValues.removeAll()
        var tree = solveWithoutActions(build(), in: size, safeAreaInsets: safeAreaInsets)
        var passes = 1
        while let changed = runPreferenceChangeActions().first {
            guard passes < maxPasses else {
                tree.warnings.append(unsettledPreferenceWarning(at: changed, passes: maxPasses))
                break
            }
            tree = solveWithoutActions(build(), in: size, safeAreaInsets: safeAreaInsets)
            passes += 1
        }
        return tree
    }
}

/// A node of the loaded tree, for changing it between solves.
public struct LayoutNodeHandle: Hashable, Sendable {
    let index: Int32
}
