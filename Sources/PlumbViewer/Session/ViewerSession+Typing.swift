import Foundation
import PlumbLayout
import PlumbScene

extension ViewerSession {
    /// Live mode: the tapped text field takes the keys, the caret after its last character.
    func focus(_ field: ViewIdentity, entry: TapAction.TextEntry) {
        focus = FieldFocus(field: field, caret: entry.text.count)
        needsPaint = true
    }

    /// Live mode: a key typed into the focused field edits its bound string, and the scene is solved again at once;
    /// Return runs its `onSubmit` actions and ends editing, Escape ends it.
    public func type(_ input: TextInput, at now: Double) {
        needsPaint = true
        guard var focus, mode == .live, let document, problems.isEmpty, let entry = focusedField?.entry else {
            self.focus = nil
            return
        }
        let edited = focus.apply(input, to: entry.text)
        self.focus = input == .submit || input == .cancel ? nil : focus
        guard edited != nil || input == .submit else { return }
        let changed = document.perform(TapAction {
            if let edited { entry.setText(edited) }
            if input == .submit { entry.submit() }
        })
        if changed || document.needsSolve { resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0)) }
    }

    /// Where the focused field's caret stands (preview coordinates): a 2-point bar the height of its line, after the
    /// characters before it as the field draws them (measured as the engine sizes text, on the pixel grid).
    public var caretRect: CGRect? {
        guard let focus, let field = focusedField,
              let line = field.node.first(where: { if case .text = $0.kind { true } else { false } }) else { return nil }
        let before = field.entry.text.prefix(focus.caret)
        let drawn = field.entry.isSecure ? String(repeating: "•", count: before.count) : String(before)
        let measured = measurer.measure(TextRun(drawn, in: line.environment), proposal: .unspecified)
        let width = drawn.isEmpty ? 0 : measured.onPixelGrid(scale: line.environment.displayScale).size.width
        return CGRect(x: line.frame.minX + width, y: line.frame.minY, width: 2, height: line.frame.height)
    }

    /// The focused field's node in the solved tree and what editing it does.
    private var focusedField: (node: SolvedNode, entry: TapAction.TextEntry)? {
        guard let focus, let node = transition?.interpolator.plan.index.entry(focus.field)?.node,
              case .tapAction(let tap) = node.kind, let entry = tap.entry else { return nil }
        return (node, entry)
    }
}
