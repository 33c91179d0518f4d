import Foundation
import PlumbLayout

/// The view tree as the outline panel lists it, one row a view in tree order, indented by depth. A view and the
/// chain of modifiers wrapping it are one row, as the scene writes them (`Text "Hi" .padding(8) .frame(width: 80)`);
/// an expanded chain lists each modifier on a row of its own below it. What a modifier adds (an overlay's or a
/// background's content) and a container's children are one level deeper.
public struct Outline: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        /// The view the row selects: the chain's view, or the modifier on a modifier's row.
        public var identity: ViewIdentity
        public var depth: Int
        public var title: String
        /// For a chain's row: its outermost modifier, which names the chain in the set of expanded ones.
        public var chain: ViewIdentity?
        public var isExpanded: Bool
    }

    public let rows: [Row]

    /// The rows of the tree `index` lists, with the chains whose outermost modifier is in `expanded` opened.
    init(_ index: IdentityIndex, expanded: Set<ViewIdentity>) {
        var children = [[Int]](repeating: [], count: index.entries.count)
        for (position, entry) in index.entries.enumerated() {
            if let parent = entry.parent { children[parent].append(position) }
        }
        var rows: [Row] = []
        func list(_ top: Int, depth: Int) {
            var chain: [Int] = []
            var content = top
            while index.entries[content].node.kind.isModifier, let primary = children[content].first(where: { index.entries[$0].path.last == 0 }) {
                chain.append(content)
                content = primary
            }
            let head = index.entries[top].identity
            let isExpanded = !chain.isEmpty && expanded.contains(head)
            let modifiers = chain.reversed().map { index.entries[$0].node.explainedName }
            let title = ([index.entries[content].node.explainedName] + (isExpanded ? [] : modifiers)).joined(separator: " ")
            rows.append(Row(identity: index.entries[content].identity, depth: depth, title: title, chain: chain.isEmpty ? nil : head,
                            isExpanded: isExpanded))
            if isExpanded {
                for modifier in chain.reversed() {
                    rows.append(Row(identity: index.entries[modifier].identity, depth: depth + 1, title: index.entries[modifier].node.explainedName,
                                    chain: nil, isExpanded: false))
                }
            }
            for modifier in chain {
                for added in children[modifier] where index.entries[added].path.last != 0 { list(added, depth: depth + 1) }
            }
            for child in children[content] { list(child, depth: depth + 1) }
        }
        if !index.entries.isEmpty { list(0, depth: 0) }
        self.rows = rows
    }
}
