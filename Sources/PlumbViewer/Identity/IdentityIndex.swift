import Foundation
import PlumbLayout

/// Every view of a solved (or interpolated) tree in tree order with its identity, its parent and how faded it is.
/// The viewer's fade wrappers are not entries: their opacity becomes the fade of the view inside.
struct IdentityIndex {
    struct Entry {
        let identity: ViewIdentity
        let node: SolvedNode
        /// Child indices from the root, through any wrappers.
        let path: [Int]
        /// The entry of the parent view; nil for the root.
        let parent: Int?
        /// 1 for a view drawn in full; less while it fades in or out.
        let fade: Double
    }

    private(set) var entries: [Entry] = []
    private var positions: [ViewIdentity: Int] = [:]
    private var pathPositions: [[Int]: Int] = [:]

    init(_ root: SolvedNode) {
        visit(root, identity: .root, path: [], parent: nil, fade: 1)
    }

    /// The entry of the view with this identity.
    func position(of identity: ViewIdentity) -> Int? { positions[identity] }

    func entry(_ identity: ViewIdentity) -> Entry? { positions[identity].map { entries[$0] } }

    /// The outermost modifier wrapping the view at `position` — what its container aligned and placed (a Text inside
    /// `.padding().id(…)` in a stack is aligned as the whole chain); the view itself when nothing wraps it.
    func chainTop(at position: Int) -> Int {
        var current = position
        while let parent = entries[current].parent, wraps(parent, current) { current = parent }
        return current
    }

    /// Whether the entry at `parent` is a modifier applied to the view at `child` (its only or primary child), not a
    /// container of several views.
    private func wraps(_ parent: Int, _ child: Int) -> Bool {
        switch entries[parent].node.kind {
        case .stack, .zstack, .layout, .group, .grid, .gridRow, .lazyGrid, .viewThatFits, .preferenceReader: return false
        default: return entries[child].path.last == 0
        }
    }

    /// The views from the root down to the one at `position`, root first.
    func chain(to position: Int) -> [SolvedNode] {
        var chain = [entries[position].node]
        var current = entries[position].parent
        while let parent = current {
            chain.append(entries[parent].node)
            current = entries[parent].parent
        }
        return chain.reversed()
    }

    /// The entry of the view at `path` (child indices from the root).
    func position(ofPath path: [Int]) -> Int? { pathPositions[path] }

    private mutating func visit(_ node: SolvedNode, identity: ViewIdentity, path: [Int], parent: Int?, fade: Double) {
        if node.isFadeWrapper, let inner = node.children.first, case .effect(.opacity(let opacity)) = node.kind {
            visit(inner, identity: identity, path: path + [0], parent: parent, fade: fade * opacity)
            return
        }
        var unique = identity
        var serial = 1
        while positions[unique] != nil {
            serial += 1
            unique = ViewIdentity("\(identity.key)~\(serial)")
        }
        let position = entries.count
        positions[unique] = position
        pathPositions[path] = position
        entries.append(Entry(identity: unique, node: node, path: path, parent: parent, fade: fade))
        for (index, child) in node.children.enumerated() {
            let identity = (child.id?.base as? FadeWrapper)?.identity ?? unique.child(child, index: index)
            visit(child, identity: identity, path: path + [index], parent: position, fade: fade)
        }
    }
}
