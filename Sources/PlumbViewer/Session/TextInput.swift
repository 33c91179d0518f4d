/// A key typed into the focused text field in live mode.
public enum TextInput: Hashable, Sendable {
    /// Characters typed: inserted at the caret.
    case insert(String)
    /// BackSpace: the character before the caret goes.
    case deleteBackward
    /// Left and Right: the caret moves one character.
    case moveLeft, moveRight
    /// Home and End: the caret moves to the start or the end of the text.
    case moveToStart, moveToEnd
    /// Return: editing ends and the field's `onSubmit` actions run.
    case submit
    /// Escape: editing ends.
    case cancel

    /// The input an X key is, by its keysym's name (`BackSpace`, `Left`) or the text it types; nil for a key that
    /// types nothing into a field (a function key, a modifier alone).
    public init?(keysym: String, typed: String) {
        switch keysym {
        case "BackSpace": self = .deleteBackward
        case "Left", "KP_Left": self = .moveLeft
        case "Right", "KP_Right": self = .moveRight
        case "Home", "KP_Home": self = .moveToStart
        case "End", "KP_End": self = .moveToEnd
        case "Return", "KP_Enter": self = .submit
        case "Escape": self = .cancel
        default:
            guard !typed.isEmpty, typed.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else { return nil }
            self = .insert(typed)
        }
    }
}
