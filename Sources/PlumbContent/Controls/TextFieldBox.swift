import PlumbLayout

/// A `TextField` or `SecureField`'s box with its text (dotted out when secure) or, while empty, its placeholder.
public struct TextFieldBox: PaintedContent, Hashable {
    public var text: String
    public var placeholder: String
    public var isSecure: Bool
    public var name: String { isSecure ? "SecureField" : "TextField" }
    /// A field that turns secure stays the same view.
    public var identityName: String { "TextField" }

    public init(text: String, placeholder: String, isSecure: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
    }
}
