import Foundation
import PlumbLayout
import PlumbScene

extension ViewerSession {
    /// Live mode: the tapped text field takes the keys, the caret after its last character — or, for a tap at `x`
    /// in the field already focused, at the character boundary nearest `x` (preview coordinates).
    func focus(_ field: ViewIdentity, entry: TapAction.TextEntry, caretAt x: CGFloat?) {
        focus = FieldFocus(field: field, caret: entry.text.count)
        if let x, let line = focusedField.flatMap(textLine(of:)) {
            let distances = (0...entry.text.count).map { abs(line.minX + caretOffset(at: $0) - x) }
            focus?.caret = distances.indices.min { distances[$0] < distances[$1] } ?? 0
        }
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
        let ends = input == .submit || input == .cancel
        self.focus = ends ? nil : focus
        guard edited != nil || input == .submit || (ends && entry.focus != nil) else { return }
        let changed = document.perform(TapAction {
            if let edited { entry.setText(edited) }
            if ends { entry.focus?.setFocused(false) }
            if input == .submit { entry.submit() }
        })
        if changed || document.needsSolve { resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0)) }
    }

    /// Where the focused field's caret stands (preview coordinates): a 2-point bar the height of its line, after the
    /// characters before it as the field draws them (measured as the engine sizes text, on the pixel grid).
    public var caretRect: CGRect? {
        guard let focus, let line = focusedField.flatMap(textLine(of:)) else { return nil }
        return CGRect(x: line.minX + caretOffset(at: focus.caret), y: line.minY, width: 2, height: line.height)
    }

    /// How far from the start of the focused field's line a caret after `count` characters stands: the width of
    /// those characters as the field draws them (bullets when secure), measured as the engine sizes text.
    private func caretOffset(at count: Int) -> CGFloat {
        guard let field = focusedField, let line = field.node.first(where: Self.isText), count > 0 else { return 0 }
        let before = field.entry.text.prefix(count)
        let drawn = field.entry.isSecure ? String(repeating: "•", count: before.count) : String(before)
        let measured = measurer.measure(TextRun(drawn, in: line.environment), proposal: .unspecified)
        return measured.onPixelGrid(scale: line.environment.displayScale).size.width
    }

    /// The frame of the line of text a field shows.
    private func textLine(of field: (node: SolvedNode, entry: TapAction.TextEntry)) -> CGRect? {
        field.node.first(where: Self.isText)?.frame
    }

    private static func isText(_ node: SolvedNode) -> Bool {
        if case .text = node.kind { true } else { false }
    }

    /// The focused field's node in the solved tree and what editing it does.
    var focusedField: (node: SolvedNode, entry: TapAction.TextEntry)? {
        guard let focus, let node = transition?.interpolator.plan.index.entry(focus.field)?.node,
              let entry = Self.textEntry(of: node) else { return nil }
        return (node, entry)
    }
}
