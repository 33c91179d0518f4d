/// What a ``ViewKind/painted(_:)`` view draws around its children: a control's chrome, which the renderer owns.
/// Layout never reads it — the view lays out as its child — so the engine knows only its names.
public protocol PaintedContent: Sendable {
    /// The SwiftUI name the outline, inspector and explanations show (`Toggle`, `SecureField`).
    var name: String { get }
    /// What keeps the view the same view across reloads while its values change (a `SecureField` turned into a
    /// `TextField` is one view); ``name`` unless the content says otherwise.
    var identityName: String { get }
}

extension PaintedContent {
    public var identityName: String { name }
}
