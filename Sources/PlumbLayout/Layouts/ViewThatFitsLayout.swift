import Foundation

/// `ViewThatFits(in:)` (iOS 16). Apple's documentation: it "evaluates its child views in the order you provide them
/// to the initializer. It selects the first child whose ideal size on the constrained axes fits within the proposed
/// size … If `axes` is an empty set, `ViewThatFits` uses the first child view." fatbobman's "Mastering ViewThatFits"
/// (fatbobman.com/en/posts/mastering-viewthatfits) adds, from SwiftUI's behaviour: when no child fits the last one
/// is chosen, and the chosen child is then proposed the container's own proposal and its answer is the container's
/// size — so a last resort may still wrap or overflow.
///
/// A child's ideal size is its answer to the proposal with `nil` on the constrained axes (an unconstrained axis keeps
/// its proposed length, so a text asked to fit vertically wraps at the proposed width first); it fits when it is no
/// longer than the proposal on each constrained axis, and an axis proposed `nil` constrains nothing. Only the chosen
/// child is placed; the others are not shown.
struct ViewThatFitsLayout {
    var axes: Axis.Set

    /// The child shown for `proposal`, `nil` when there are none.
    func choice<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> Int? {
        guard children.count > 0 else { return nil }
        let constrained = Axis.allCases.filter { axes.contains(Axis.Set($0)) }
        guard !constrained.isEmpty else { return 0 }
        var ideal = proposal
        for axis in constrained { ideal[axis] = nil }
        for child in 0..<(children.count - 1) {
            let size = children.size(child, ideal)
            if constrained.allSatisfy({ axis in proposal[axis].map { size[axis] <= $0 } ?? true }) { return child }
        }
        return children.count - 1
    }

    /// The chosen child's answer to `proposal`, and which child that is (0 × 0 and `nil` without children).
    func sizeThatFits<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> (size: CGSize, choice: Int?) {
        let choice = choice(proposal, children)
        return (choice.map { children.size($0, proposal) } ?? .zero, choice)
    }
}
