import Foundation
import PlumbLayout
import PlumbScene

extension ViewerSession {
    /// Live mode: the caret follows the scene's `@FocusState`. A field whose state names it takes the keys (the
    /// caret at its end) when another had them; the field typed into loses them when its state no longer names it
    /// (the state set in code: a button's action, `onAppear`).
    func adoptFocusState() {
        guard mode == .live, let index = transition?.interpolator.plan.index else { return }
        let named = index.entries.first { Self.textEntry(of: $0.node)?.focus?.isFocused == true }
        if let named, let entry = Self.textEntry(of: named.node) {
            if focus?.field != named.identity { focus = FieldFocus(field: named.identity, caret: entry.text.count) }
        } else if focusedField?.entry.focus != nil {
            focus = nil
        }
    }

    /// Sets the `@FocusState` of the fields editing moves between: `from` (the field that had the keys) is let go,
    /// `to` (the one taking them) named. Solves again when the scene changed.
    func moveFocusState(from: TapAction.TextEntry.Focus?, to: TapAction.TextEntry.Focus?, at now: Double) {
        guard let document, from != nil || to?.isFocused == false else { return }
        let changed = document.perform(TapAction {
            from?.setFocused(false)
            if to?.isFocused == false { to?.setFocused(true) }
        })
        if changed || document.needsSolve { resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0)) }
    }

    /// What editing the text field `node` does, when it is one.
    static func textEntry(of node: SolvedNode) -> TapAction.TextEntry? {
        if case .tapAction(let tap) = node.kind { tap.entry } else { nil }
    }
}
