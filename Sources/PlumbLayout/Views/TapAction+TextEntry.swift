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

        public init(text: String, isSecure: Bool, setText: @escaping (String) -> Void, submit: @escaping () -> Void) {
            self.text = text
            self.isSecure = isSecure
            self.setText = setText
            self.submit = submit
        }
    }
}
