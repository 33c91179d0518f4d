extension TapAction {
    /// For a `TextField` or `SecureField`: the text its binding holds and what editing it does.
    public struct TextEntry {
        /// The bound string when the tree was built.
        public var text: String
        /// A `SecureField`: its characters are drawn as bullets.
        public var isSecure: Bool
        /// Writes an edited string to the binding.
        public var setText: (String) -> Void
        /// Return: runs the `onSubmit` actions around the field.
        public var submit: () -> Void
        /// The `@FocusState` a `.focused(_:)` or `.focused(_:equals:)` around the field binds it to; nil without.
        public var focus: Focus?

        public init(text: String, isSecure: Bool, focus: Focus? = nil, setText: @escaping (String) -> Void, submit: @escaping () -> Void) {
            self.text = text
            self.isSecure = isSecure
            self.focus = focus
            self.setText = setText
            self.submit = submit
        }
    }
}

extension TapAction.TextEntry {
    /// A field's `@FocusState` binding: whether the state named this field when the tree was built, and what gives
    /// the field the focus (true: the state becomes the field's value, or `true`) or takes it away (false: `nil`, or
    /// `false`, when the state still names this field).
    public struct Focus {
        public var isFocused: Bool
        public var setFocused: (Bool) -> Void

        public init(isFocused: Bool, setFocused: @escaping (Bool) -> Void) {
            self.isFocused = isFocused
            self.setFocused = setFocused
        }
    }
}
