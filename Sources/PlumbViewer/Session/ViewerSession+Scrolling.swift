import Foundation
import PlumbLayout
import PlumbScene

extension ViewerSession {
    /// Live mode: the wheel turned by `delta` points over `point` (preview coordinates) scrolls the innermost scroll
    /// view there that scrolls along the wheel's axis, its offset kept within its content. Returns whether a scroll
    /// view took the turn.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint, at now: Double) -> Bool {
        let axis: Axis.Set = delta.width != 0 ? .horizontal : .vertical
        guard mode == .live, problems.isEmpty, let tree = target, let index = transition?.interpolator.plan.index,
              let hit = HitTester(tree).tapTarget(at: point, where: { $0.scroll?.axes.contains(axis) == true }),
              let position = index.position(ofPath: hit.path) else { return false }
        scroll(index.entries[position].identity, to: { $0 + delta }, at: now)
        return true
    }

    /// Live mode: a press on a scroll view away from its controls starts dragging its content.
    func startScrolling(_ view: ViewIdentity, from point: CGPoint) {
        guard let offset = scrollView(view)?.scroll.offset else { return }
        scrolling = (view, point, offset)
    }

    /// Sets the offset of the scroll view `view` to what `move` makes of it, clamped, and solves again at once.
    func scroll(_ view: ViewIdentity, to move: (CGSize) -> CGSize, at now: Double) {
        guard let document, let (node, scroll) = scrollView(view) else { return }
        let offset = scroll.clamped(move(scroll.offset), in: node)
        needsPaint = true
        guard offset != scroll.offset else { return }
        if document.perform(TapAction { scroll.setOffset(offset) }) || document.needsSolve {
            resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0))
        }
    }

    /// The scroll view with identity `view` in the solved tree, and its scrolling.
    private func scrollView(_ view: ViewIdentity) -> (node: SolvedNode, scroll: TapAction.Scroll)? {
        guard let node = transition?.interpolator.plan.index.entry(view)?.node, case .tapAction(let tap) = node.kind,
              let scroll = tap.scroll else { return nil }
        return (node, scroll)
    }
}

extension CGSize {
    fileprivate static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
}
