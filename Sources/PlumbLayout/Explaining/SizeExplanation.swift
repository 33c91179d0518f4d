import Foundation

/// Why a view has its size: the views from the root down to it, each with the proposal it was placed with, its
/// answer, how its parent arrived at that proposal and the rule by which it answered — as a solve that explains sizes
/// recorded them (``LayoutEngine/explainsSizes``). Modifiers with no layout of their own, which pass their proposal on
/// unchanged, are left out — the offer that proposed it goes to the view below — unless they are the view explained
/// or a `layoutPriority`.
public struct SizeExplanation {
    public struct Step {
        public var node: SolvedNode
        /// The view whose rule made `node`'s proposal: its parent (`nil` for the root).
        public var parent: SolvedNode?
        public var sizing: SizingStep
    }

    /// Root first, the view explained last.
    public var steps: [Step]

    /// The explanation of the last view of `chain`, the views from the root down to it; `nil` when the solve did not
    /// explain sizes.
    public init?(chain: [SolvedNode]) {
        var steps: [Step] = []
        var carried: (offer: OfferRule, parent: SolvedNode?)?
        for (index, node) in chain.enumerated() {
            guard var sizing = node.sizing else { return nil }
            var parent = index > 0 ? chain[index - 1] : nil
            if sizing.offer == nil, let carried { (sizing.offer, parent) = (carried.offer, carried.parent) }
            carried = nil
            if index < chain.count - 1, case .child = sizing.rule, !node.kind.isLayoutPriority, chain[index + 1].sizing?.offer == nil {
                carried = sizing.offer.map { ($0, parent) }
                continue
            }
            steps.append(Step(node: node, parent: parent, sizing: sizing))
        }
        guard !steps.isEmpty else { return nil }
        self.steps = steps
    }
}

extension SolvedTree {
    /// The views from the root down to the first view (in tree order) tagged `.id(id)` — `.id("row")` is `row`,
    /// `.id(3)` is `3` — or `nil` when no view is.
    public func chain(toID id: String) -> [SolvedNode]? {
        func search(_ node: SolvedNode, _ path: [SolvedNode]) -> [SolvedNode]? {
            let path = path + [node]
            if let tag = node.id, "\(tag.base)" == id { return path }
            for child in node.children {
                if let found = search(child, path) { return found }
            }
            return nil
        }
        return search(root, [])
    }

    /// Every `.id` in the tree, as text, in tree order, each once.
    public var ids: [String] {
        var seen: Set<String> = [], ids: [String] = []
        func collect(_ node: SolvedNode) {
            if let id = node.id, seen.insert("\(id.base)").inserted { ids.append("\(id.base)") }
            node.children.forEach(collect)
        }
        collect(root)
        return ids
    }
}

extension ViewKind {
    var isLayoutPriority: Bool {
        if case .layoutPriority = self { return true }
        return false
    }
}
