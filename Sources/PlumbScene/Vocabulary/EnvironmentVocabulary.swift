import Foundation
import PlumbInterpreter

/// `@Environment(\.name) var x`: what a view reads, unless a view around it writes the value
/// (``EnvironmentValuesVocabulary``), is SwiftUI's value on the device Plumb previews, an iPhone in portrait: light
/// appearance, compact width and regular height size classes, left to right, enabled, US English with the Gregorian
/// calendar in this machine's time zone, the scene active, the accessibility settings off, nothing presented or
/// being edited; `dismiss()` and `openURL(url)` do nothing.
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
            // Nothing is redacted in a preview (`redacted(reason:)` is not applied): `contains(.placeholder)` is false.
            "redactionReasons": types.make("RedactionReasons", ""),
            "dismiss": .closure("dismiss", arity: 0) { _ in .void },
            // A preview opens no link: the action is called and does nothing.
            "openURL": .closure("openURL", arity: 1) { _ in .void },
            // Nor asks for an App Store review (StoreKit's action).
            "requestReview": .closure("requestReview", arity: 0) { _ in .void },
            "sizeCategory": types.make("ContentSizeCategory", "large"),
            "accessibilityReduceMotion": .bool(false),
            "accessibilityReduceTransparency": .bool(false),
            "accessibilityDifferentiateWithoutColor": .bool(false),
            "accessibilityVoiceOverEnabled": .bool(false),
            "accessibilityInvertColors": .bool(false),
            "accessibilityShowButtonShapes": .bool(false),
            "colorSchemeContrast": types.make("ColorSchemeContrast", "standard"),
            "legibilityWeight": .optional(nil),
            "isSearching": .bool(false),
            "isFocused": .bool(false),
            // The screen shown is not presented by another: `presentationMode.wrappedValue.dismiss()` does nothing.
            "presentationMode": types.make("Binding<PresentationMode>", "presentationMode"),
            // Not editing: `editMode?.wrappedValue.isEditing` is false.
            "editMode": .optional(types.make("Binding<EditMode>", "editMode")),
        ]
        registerPresentationAndEditing(library, types)
        registerActions(library, types)
        registerRedactionReasons(library)
        library.register(NativeType("Namespace"))
        library.register(NativeType("Namespace.ID", conformances: ["Hashable"]))
        library.wrapperValues["Namespace"] = types.make("Namespace.ID", "namespace")
        types.registerTokens("MatchedGeometryProperties", ["frame", "position", "size"])
    }

    /// `RedactionReasons` as the environment holds it: a reason, or none (the empty text).
    private static func registerRedactionReasons(_ library: NativeLibrary) {
        var reasons = NativeType("RedactionReasons")
        reasons.method("contains", [NativeParameter(nil, "RedactionReasons")]) { call in
            .bool(call.receiver.payload(as: String.self) == call[0].payload(as: String.self))
        }
        reasons.computed("isEmpty") { (reason: String) in .bool(reason.isEmpty) }
        library.register(reasons)
    }

    /// The types of the `dismiss` and `openURL` actions, which code names (`let dismiss: DismissAction`,
    /// `func handle(url: URL) -> OpenURLAction.Result`): an action is called as a function, and
    /// `OpenURLAction { url in … }` is its handler (which `.environment(\.openURL, …)` puts in place of the default).
    private static func registerActions(_ library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("DismissAction"))
        var openURL = NativeType("OpenURLAction")
        openURL.initializer([NativeParameter("handler", "(URL) -> OpenURLAction.Result")]) { call in call[0] }
        library.register(openURL)
        var result = NativeType("OpenURLAction.Result", conformances: ["Equatable"])
        for name in ["handled", "discarded", "systemAction"] { result.staticConstant(name, types.make("OpenURLAction.Result", name)) }
        result.staticMethod("systemAction", [NativeParameter(nil, "URL"), NativeParameter("prefersInApp", "Bool", default: .bool(false))]) { _ in
            types.make("OpenURLAction.Result", "systemAction")
        }
        result.describe = { ".\($0)" }
        library.register(result)
    }

    /// `ContentSizeCategory` (the older name of the Dynamic Type sizes), `ColorSchemeContrast`, and the values
    /// `\.presentationMode` and `\.editMode` read: a presentation that `dismiss()` leaves as it is, and an edit mode
    /// that is `.inactive` (`isEditing` false).
    private static func registerPresentationAndEditing(_ library: NativeLibrary, _ types: SceneTypes) {
        let categories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                          "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                          "accessibilityExtraExtraExtraLarge"]
        var category = NativeType("ContentSizeCategory", conformances: ["Equatable", "Hashable", "Comparable"])
        for name in categories { category.staticConstant(name, types.make("ContentSizeCategory", name)) }
        category.computed("isAccessibilityCategory") { (name: String) in .bool(name.hasPrefix("accessibility")) }
        category.orderedComparisons(categories)
        category.describe = { "\($0)" }
        library.register(category)
        types.registerTokens("ColorSchemeContrast", ["standard", "increased"])

        var mode = NativeType("PresentationMode")
        mode.method("dismiss") { _ in .void }
        mode.computed("isPresented") { (_: String) in .bool(false) }
        library.register(mode)
        var editMode = NativeType("EditMode", conformances: ["Equatable", "Hashable"])
        for name in ["inactive", "transient", "active"] { editMode.staticConstant(name, types.make("EditMode", name)) }
        editMode.computed("isEditing") { (name: String) in .bool(name != "inactive") }
        editMode.describe = { "\($0)" }
        library.register(editMode)
        // The bindings the two values are: their `wrappedValue` is read, and a write to it changes nothing.
        for (binding, value) in [("Binding<PresentationMode>", types.make("PresentationMode", "presented")), ("Binding<EditMode>", types.make("EditMode", "inactive"))] {
            var type = NativeType(binding)
            type.property("wrappedValue", get: { _ in value }, set: { _, _ in })
            library.register(type)
        }
    }
}
