import PlumbInterpreter

/// A scene's own button styles: `struct Primary: ButtonStyle { func makeBody(configuration: Configuration) -> some View
/// { configuration.label.padding().background(.blue, in: Capsule()) } }`, applied with `.buttonStyle(Primary())` to
/// the buttons below. `makeBody` is a view builder run when the tree is built; `configuration.label` is the button's
/// label, `configuration.role` its role, and `configuration.isPressed` is `false` (nothing is pressed in a preview).
enum ButtonStyleVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var style = NativeType("ButtonStyle", isProtocol: true)
        style.builderRequirements = ["makeBody": "ViewBuilder"]
        library.register(style)

        var configuration = NativeType("ButtonStyleConfiguration")
        configuration.property("label") { value in value.payload(as: ButtonConfiguration.self)?.label ?? .void }
        configuration.property("role") { value in value.payload(as: ButtonConfiguration.self)?.role ?? .optional(nil) }
        configuration.property("isPressed") { _ in .bool(false) }
        library.register(configuration)
        // `makeBody(configuration: Configuration)`, as a conforming type names it.
        library.registerAlias("Configuration", for: "ButtonStyleConfiguration")
        library.registerAlias("ButtonStyle.Configuration", for: "ButtonStyleConfiguration")
    }
}

/// What a button gives its style's `makeBody`.
struct ButtonConfiguration {
    let label: Value
    /// The `ButtonRole` (optional) the button was made with.
    let role: Value
}
