/// The text field live mode types into: the field, by identity, and where the caret is in its text.
struct FieldFocus: Equatable {
    var field: ViewIdentity
    /// Characters before the caret.
    var caret: Int

    /// What `input` makes of `text` with the caret here: the new text (nil when unchanged) and the caret moved, as
    /// UITextField edits. The caret is first brought inside `text` (the binding may have changed under it).
    mutating func apply(_ input: TextInput, to text: String) -> String? {
        caret = min(max(caret, 0), text.count)
        let index = text.index(text.startIndex, offsetBy: caret)
        switch input {
        case .insert(let typed):
            caret += typed.count
            return String(text[..<index]) + typed + String(text[index...])
        case .deleteBackward:
            guard caret > 0 else { return nil }
            caret -= 1
            return String(text[..<text.index(before: index)]) + String(text[index...])
        case .moveLeft:
            caret = max(caret - 1, 0)
        case .moveRight:
            caret = min(caret + 1, text.count)
        case .moveToStart:
            caret = 0
        case .moveToEnd:
            caret = text.count
        case .submit, .cancel:
            break
        }
        return nil
    }
}
