import Foundation
import PlumbInterpreter

/// `@Environment(\.name) var x`: what a view reads, unless a view around it writes the value
/// (``EnvironmentValuesVocabulary``), is SwiftUI's value on the device Plumb previews, an iPhone in portrait: light
/// appearance, compact width and regular height size classes, left to right, enabled, US English with the Gregorian
/// calendar in this machine's time zone, the scene active; `dismiss()` and
/// `openURL(url)` do nothing.
///
/// `@Namespace var space` holds a `Namespace.ID` for `matchedGeometryEffect(id:in:)`, which is accepted and has no
/// effect: with one view per id in a solve, the usual case, it moves nothing in a still picture (Plumb's animations
/// do not fly a view from one place with the id to another).
enum EnvironmentVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("UserInterfaceSizeClass", ["compact", "regular"])
        types.registerTokens("LayoutDirection", ["leftToRight", "rightToLeft"])
        types.registerTokens("ScenePhase", ["active", "inactive", "background"])
        library.environmentValues = [
            "colorScheme": types.make("ColorScheme", "light"),
            "horizontalSizeClass": .optional(types.make("UserInterfaceSizeClass", "compact")),
            "verticalSizeClass": .optional(types.make("UserInterfaceSizeClass", "regular")),
            "layoutDirection": types.make("LayoutDirection", "leftToRight"),
            "isEnabled": .bool(true),
            "scenePhase": types.make("ScenePhase", "active"),
            // An iPhone's: 3 pixels to the point, text at the default Dynamic Type size.
            "displayScale": .double(3),
            "dynamicTypeSize": types.make("DynamicTypeSize", "large"),
            // The preview's: US English, the Gregorian calendar, this machine's time zone.
            "locale": types.make("Locale", LocaleVocabulary.preview),
            "calendar": types.make("Calendar", CalendarVocabulary.gregorian),
            "timeZone": types.make("TimeZone", TimeZone.current),
            "dismiss": .closure("dismiss", arity: 0) { _ in .void },
            // A preview opens no link: the action is called and does nothing.
            "openURL": .closure("openURL", arity: 1) { _ in .void },
        ]
        library.register(NativeType("Namespace"))
        library.register(NativeType("Namespace.ID", conformances: ["Hashable"]))
        library.wrapperValues["Namespace"] = types.make("Namespace.ID", "namespace")
        types.registerTokens("MatchedGeometryProperties", ["frame", "position", "size"])
    }
}
