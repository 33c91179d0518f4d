import Foundation
import PlumbInterpreter

/// UIKit's haptic feedback generators, which app code calls from buttons and gestures: a preview has no Taptic Engine,
/// so `UIImpactFeedbackGenerator(style:)`, `UINotificationFeedbackGenerator` and `UISelectionFeedbackGenerator` are
/// made and their `prepare()`, `impactOccurred()`, `notificationOccurred(_:)` and `selectionChanged()` do nothing.
enum HapticsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("UIImpactFeedbackGenerator.FeedbackStyle", ["light", "medium", "heavy", "soft", "rigid"])
        types.registerTokens("UINotificationFeedbackGenerator.FeedbackType", ["success", "warning", "error"])
        let style = NativeParameter("style", "UIImpactFeedbackGenerator.FeedbackStyle", default: types.make("UIImpactFeedbackGenerator.FeedbackStyle", "medium"))
        let generators: [(String, [NativeParameter], [(String, [NativeParameter])])] = [
            ("UIImpactFeedbackGenerator", [style], [("impactOccurred", []), ("impactOccurred", [NativeParameter("intensity", "CGFloat")])]),
            ("UINotificationFeedbackGenerator", [], [("notificationOccurred", [NativeParameter(nil, "UINotificationFeedbackGenerator.FeedbackType")])]),
            ("UISelectionFeedbackGenerator", [], [("selectionChanged", [])]),
        ]
        for (name, parameters, events) in generators {
            var generator = NativeType(name)
            generator.initializer(parameters) { _ in types.make(name, name) }
            generator.method("prepare") { _ in .void }
            for (event, eventParameters) in events { generator.method(event, eventParameters) { _ in .void } }
            library.register(generator)
        }
    }
}
