import Foundation

/// The containers `containerRelativeFrame` sizes against. A container's size is its proposal (the container around
/// it giving an unspecified length), so its own answers still depend only on the proposal (§1.1); the answers below
/// it that use its size are kept for one size at a time, dropped when it is sized or placed at another.
extension LayoutEngine {
    /// The size of the container `node` is in: its nearest sizing container's, else the root's.
    func containerSize(around node: Int32) -> CGSize {
        var current = nodes[Int(node)].parent
        while current >= 0 {
            if case .sizingContainer = kinds[Int(current)] { return containerSizes[current] ?? rootContainerSize }
            current = nodes[Int(current)].parent
        }
        return rootContainerSize
    }

    /// Sizing or placing the container `node` with `proposal` makes it that size; when that is another size than
    /// the answers below it were worked out for, and some of them use it, they are dropped. (The size is kept even
    /// when none does yet: a GeometryReader below builds its content, frames and all, while it is placed.)
    func enterContainer(_ node: Int32, _ proposal: ProposedViewSize) {
        let outer = containerSize(around: node)
        let size = CGSize(width: proposal.width ?? outer.width, height: proposal.height ?? outer.height)
        guard containerSizes[node] != size else { return }
        containerSizes[node] = size
        if nodes[Int(node)].usesContainerSize { forgetAnswers(below: node) }
    }

    /// The root's container: the window less its safe area. A new size drops every answer when some use it.
    func setRootContainerSize(_ size: CGSize) {
        guard size != rootContainerSize else { return }
        rootContainerSize = size
        if root >= 0 && nodes[Int(root)].usesContainerSize { invalidateAll() }
    }

    private func forgetAnswers(below node: Int32) {
        for child in children(of: node) {
            cache.clear(child)
            stackPasses.forget(child, child: nil)
            dirty[Int(child)] = true
            placedProposals[Int(child)] = nil
            containerSizes[child] = nil
            forgetAnswers(below: child)
        }
    }
}
