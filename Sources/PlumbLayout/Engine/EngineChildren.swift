import Foundation

/// Arena nodes as the layout algorithms see them: their answers, priorities, spacing and guides come from the
/// engine; the conforming types say which nodes they are.
protocol EngineChildren: LayoutChildren {
    var engine: LayoutEngine { get }
    /// The container whose answers the children's make up.
    var parent: Int32 { get }
    func node(_ child: Int) -> Int32
}

extension EngineChildren {
    func size(_ child: Int, _ proposal: ProposedViewSize) -> CGSize { engine.size(node(child), proposal) }
    func priority(_ child: Int) -> Double { engine.priority(node(child)) }
    func spacing(_ child: Int) -> ViewSpacing { engine.spacing(node(child)) }
    func guide(_ child: Int, _ key: AlignmentKey, _ size: CGSize) -> CGFloat { engine.guide(node(child), key, size) }

    /// Recording queries, every question is asked again; otherwise the container's dependence is its children's.
    func answersDepend(on axis: Axis) -> Bool {
        engine.recordsQueries || engine.nodes[Int(parent)].dependence.contains(ProposalDependence(axis))
    }

    /// Recording queries, nothing is taken for granted.
    func answerShape(_ child: Int) -> AnswerShape {
        if engine.recordsQueries { return .unknown }
        let arenaNode = engine.nodes[Int(node(child))]
        return AnswerShape(dependence: arenaNode.dependence, clampedAxes: arenaNode.clampedAxes, mayHaveExplicitGuides: arenaNode.mayHaveExplicitGuides)
    }
}

/// The children of one arena node.
struct ArenaChildren: EngineChildren {
    let engine: LayoutEngine
    let parent: Int32
    let first: Int
    let count: Int

    init(engine: LayoutEngine, node: Int32) {
        self.engine = engine
        parent = node
        let arenaNode = engine.nodes[Int(node)]
        first = Int(arenaNode.firstChild)
        count = Int(arenaNode.childCount)
    }

    @inline(__always) func node(_ child: Int) -> Int32 { engine.childList[first + child] }
}

/// Nodes a container lays out that are not all its children: a `Grid`'s cells, some of them in its `GridRow`s.
struct NodeListChildren: EngineChildren {
    let engine: LayoutEngine
    let parent: Int32
    let nodes: [Int32]

    var count: Int { nodes.count }
    func node(_ child: Int) -> Int32 { nodes[child] }
}
