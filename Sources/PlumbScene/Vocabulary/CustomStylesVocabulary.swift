import Foundation
import PlumbInterpreter

/// A scene's own control styles: `struct Primary: ButtonStyle { func makeBody(configuration: Configuration) -> some
/// View { configuration.label.padding().background(.blue, in: Capsule()) } }`, applied with `.buttonStyle(Primary())`
/// to the buttons below, and `struct Outlined: LabelStyle { func makeBody(configuration: Configuration) -> some View {
/// HStack { configuration.icon; configuration.title } } }`, applied with `.labelStyle(Outlined())` to the labels
/// below; so do `ProgressViewStyle`s with `.progressViewStyle(_:)`. `makeBody` is a view builder run when the tree is
/// built. A button's `configuration.label` is its label, `configuration.role` its role, and `configuration.isPressed`
/// whether live mode holds it pressed (`false` in a still preview); a label's `configuration.title` and `configuration.icon` are its
/// parts; a progress view's `configuration.fractionCompleted` is its fraction done (nil when indeterminate) and
/// `configuration.label` its label, and `ProgressView(configuration)` is its standard look.
///
/// `Configuration`, as a style names its parameter's type, is any of the configurations (each style's
/// `ButtonStyle.Configuration`, `LabelStyle.Configuration`): values are dynamically typed, so the name need not say
/// which style it is written in.
enum CustomStylesVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        for name in ["ButtonStyle", "ProgressViewStyle"] {
            var style = NativeType(name, isProtocol: true)
            style.builderRequirements = ["makeBody": "ViewBuilder"]
            library.register(style)
        }
        library.register(NativeType("StyleConfiguration", isProtocol: true))

        var button = NativeType("ButtonStyleConfiguration", conformances: ["StyleConfiguration"])
        button.property("label") { value in value.payload(as: ButtonConfiguration.self)?.label ?? .void }
        button.property("role") { value in value.payload(as: ButtonConfiguration.self)?.role ?? .optional(nil) }
        button.property("isPressed") { value in .bool(value.payload(as: ButtonConfiguration.self)?.press.isPressed ?? false) }
        library.register(button)
        library.registerAlias("ButtonStyle.Configuration", for: "ButtonStyleConfiguration")

        var label = NativeType("LabelStyleConfiguration", conformances: ["StyleConfiguration"])
        label.property("title") { value in value.payload(as: LabelConfiguration.self)?.title ?? .void }
        label.property("icon") { value in value.payload(as: LabelConfiguration.self)?.icon ?? .void }
        library.register(label)
        library.registerAlias("LabelStyle.Configuration", for: "LabelStyleConfiguration")

        var progress = NativeType("ProgressViewStyleConfiguration", conformances: ["StyleConfiguration"])
        progress.property("fractionCompleted") { value in
            .optional(value.payload(as: ProgressConfiguration.self)?.fraction.map { Value.double(Double($0)) })
        }
        progress.property("label") { value in .optional(value.payload(as: ProgressConfiguration.self)?.label) }
        progress.property("currentValueLabel") { _ in .optional(nil) }
        library.register(progress)
        library.registerAlias("ProgressViewStyle.Configuration", for: "ProgressViewStyleConfiguration")

        library.registerAlias("Configuration", for: "StyleConfiguration")
    }
}

/// What a button gives its style's `makeBody`.
struct ButtonConfiguration {
    let label: Value
    /// The `ButtonRole` (optional) the button was made with.
    let role: Value
    /// Whether the button is held pressed while its look is built.
    let press: ButtonPress
}

/// What a progress view gives its style's `makeBody`: the fraction done (nil for an indeterminate one) and its label.
struct ProgressConfiguration {
    let fraction: CGFloat?
    let label: Value?
}

/// What a label gives its style's `makeBody`: its title and icon views.
struct LabelConfiguration {
    let title: Value
    let icon: Value
}
