import PlumbLayout
import PlumbRender

/// What a solved tree has for the overlays to draw, so a key that turns one on can say when it draws nothing.
enum GuideCount {
    /// The containers whose alignment lines "all guides" draws: stacks, ZStacks and custom layouts.
    static func containers(in tree: SolvedTree) -> Int {
        count(tree.root) { GuideSelection.all.chooses($0) && !$0.alignmentLines.isEmpty }
    }

    /// The anchors captured by anchor preferences.
    static func anchors(in tree: SolvedTree) -> Int {
        count(tree.root) { !$0.anchors.isEmpty }
    }

    private static func count(_ node: SolvedNode, where matches: (SolvedNode) -> Bool) -> Int {
        node.children.reduce(matches(node) ? 1 : 0) { $0 + count($1, where: matches) }
    }
}
