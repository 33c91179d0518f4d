import PlumbInterpreter

/// `@Environment(\.name) var x`: what a view reads is SwiftUI's value on the device Plumb previews, an iPhone in
/// portrait: light appearance, compact width and regular height size classes, left to right, enabled; `dismiss()`
/// does nothing. Values written with `.environment(_:_:)` are not passed down.
enum EnvironmentVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        IgnoredModifiersVocabulary.registerTokens("UserInterfaceSizeClass", ["compact", "regular"], library, types)
        IgnoredModifiersVocabulary.registerTokens("LayoutDirection", ["leftToRight", "rightToLeft"], library, types)
        library.environmentValues = [
            "colorScheme": types.make("ColorScheme", "light"),
            "horizontalSizeClass": .optional(types.make("UserInterfaceSizeClass", "compact")),
            "verticalSizeClass": .optional(types.make("UserInterfaceSizeClass", "regular")),
            "layoutDirection": types.make("LayoutDirection", "leftToRight"),
            "isEnabled": .bool(true),
            "dismiss": .closure("dismiss", arity: 0) { _ in .void },
        ]
    }
}
