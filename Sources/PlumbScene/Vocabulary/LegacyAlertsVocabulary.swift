import Foundation
import PlumbInterpreter

/// The alerts and action sheets of iOS 13 and 14: `.alert(isPresented:content:)` and `.alert(item:content:)` with an
/// `Alert(title:message:dismissButton:)` or `Alert(title:message:primaryButton:secondaryButton:)`, and
/// `.actionSheet(isPresented:content:)` / `.actionSheet(item:content:)` with an `ActionSheet(title:message:buttons:)`,
/// whose buttons are `Alert.Button.default`, `.cancel` and `.destructive`. As with the newer modifiers
/// (``PresentationVocabulary``), a still picture shows the view without what it presents: the content never runs.
enum LegacyAlertsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        // `ActionSheet.Button` is `Alert.Button`.
        for name in ["Alert.Button", "ActionSheet.Button"] {
            var button = NativeType(name)
            let action = NativeParameter("action", "(() -> Void)?", default: .optional(nil))
            for kind in ["default", "cancel", "destructive"] {
                button.staticMethod(kind, [NativeParameter(nil, "Text"), action]) { _ in types.make("Alert.Button", kind) }
            }
            button.staticMethod("cancel", [action]) { _ in types.make("Alert.Button", "cancel") }
            library.register(button)
        }

        var alert = NativeType("Alert")
        let title = NativeParameter("title", "Text"), message = NativeParameter("message", "Text?", default: .optional(nil))
        alert.initializer([title, message, NativeParameter("dismissButton", "Alert.Button?", default: .optional(nil))]) { _ in types.make("Alert", "alert") }
        alert.initializer([title, message, NativeParameter("primaryButton", "Alert.Button"), NativeParameter("secondaryButton", "Alert.Button")]) { _ in
            types.make("Alert", "alert")
        }
        library.register(alert)
        var sheet = NativeType("ActionSheet")
        sheet.initializer([title, message, NativeParameter("buttons", "[Alert.Button]", default: .array([]))]) { _ in types.make("ActionSheet", "sheet") }
        library.register(sheet)

        var view = NativeType("View", isProtocol: true)
        for name in ["alert", "actionSheet"] {
            let content = name == "alert" ? "Alert" : "ActionSheet"
            for parameters in [
                [NativeParameter("isPresented", "Binding<Bool>"), NativeParameter("content", "() -> \(content)")],
                [NativeParameter("item", "Any"), NativeParameter("content", "(Any) -> \(content)")],
            ] {
                view.method(name, parameters) { call in
                    call.context.types.modified(SceneView(.transparent, content: [call.receiver], at: call.location))
                }
            }
        }
        library.register(view)
    }
}
