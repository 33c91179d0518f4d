import Foundation
import PlumbInterpreter

/// The SwiftUI that scene files see, registered into a fresh interpreter library: each part of the vocabulary in
/// a file of its own.
enum SwiftUIVocabulary {
    /// The library of the calling thread, built on first use: building one (registering and resolving every member)
    /// takes tens of milliseconds, and a library may serve successive documents but only one thread at a time.
    static func library() -> (NativeLibrary, SceneTypes) {
        if let built = Thread.current.threadDictionary[threadKey] as? BuiltLibrary { return (built.library, built.types) }
        let (library, types) = makeLibrary()
        Thread.current.threadDictionary[threadKey] = BuiltLibrary(library: library, types: types)
        return (library, types)
    }

    /// Where a thread keeps its library (a ``BuiltLibrary``).
    static let threadKey = "PlumbScene.SwiftUIVocabulary"

    final class BuiltLibrary {
        let library: NativeLibrary
        let types: SceneTypes

        init(library: NativeLibrary, types: SceneTypes) {
            self.library = library
            self.types = types
        }
    }

    /// A new library with every part of the vocabulary registered, in an order that decides no overload
    /// (``NativeLibrary/ambiguousOverloads`` aside).
    static func makeLibrary() -> (NativeLibrary, SceneTypes) {
        let library = NativeLibrary()
        let types = SceneTypes(library: library)
        library.register(builder: SceneViewBuilder(types: types))
        library.register(builder: SceneViewBuilder(types: types, name: "ToolbarContentBuilder"))
        // A modifier of SwiftUI's that Plumb does not model: the view is drawn without it, with a warning.
        library.unknownViewModifier = { call, name in
            call.warning("ignored .\(name)(…): Plumb does not model it; the picture is drawn without it", on: call.receiver)
        }
        GeometryVocabulary.register(in: library, types)
        AffineTransformVocabulary.register(in: library, types)
        AlignmentVocabulary.register(in: library, types)
        LocalizedStringKeyVocabulary.register(in: library, types)
        AttributedStringVocabulary.register(in: library, types)
        ViewsVocabulary.register(in: library, types)
        ShapeStyleVocabulary.register(in: library, types)
        PathVocabulary.register(in: library, types)
        BezierPathVocabulary.register(in: library, types)
        LayoutModifiersVocabulary.register(in: library, types)
        SafeAreaInsetVocabulary.register(in: library, types)
        ViewModifierVocabulary.register(in: library, types)
        InteractionVocabulary.register(in: library, types)
        FontVocabulary.register(in: library, types)
        TextLayoutVocabulary.register(in: library, types)
        DynamicTypeVocabulary.register(in: library, types)
        DrawingVocabulary.register(in: library, types)
        ControlStylesVocabulary.register(in: library, types)
        CustomStylesVocabulary.register(in: library, types)
        ControlsVocabulary.register(in: library, types)
        FocusVocabulary.register(in: library, types)
        ContentUnavailableVocabulary.register(in: library, types)
        GaugeVocabulary.register(in: library, types)
        ContainerViewsVocabulary.register(in: library, types)
        GraphicsContextVocabulary.register(in: library, types)
        CoreLocationVocabulary.register(in: library, types)
        MapKitVocabulary.register(in: library, types)
        UIKitBridgeVocabulary.register(in: library, types)
        ChartsVocabulary.register(in: library, types)
        TableVocabulary.register(in: library, types)
        AppVocabulary.register(in: library, types)
        MediaVocabulary.register(in: library, types)
        PickerVocabulary.register(in: library, types)
        StepperVocabulary.register(in: library, types)
        PasteButtonVocabulary.register(in: library, types)
        DateVocabulary.register(in: library, types)
        DurationFormattingVocabulary.register(in: library, types)
        LocaleVocabulary.register(in: library, types)
        CalendarVocabulary.register(in: library, types)
        ScrollVocabulary.register(in: library, types)
        NavigationLinkVocabulary.register(in: library, types)
        GridVocabulary.register(in: library, types)
        ListVocabulary.register(in: library, types)
        SymbolVocabulary.register(in: library, types)
        IgnoredModifiersVocabulary.register(in: library, types)
        MotionVocabulary.register(in: library, types)
        AnimatorViewsVocabulary.register(in: library, types)
        VariadicViewVocabulary.register(in: library, types)
        MultiDatePickerVocabulary.register(in: library, types)
        PresentationVocabulary.register(in: library, types)
        CombineVocabulary.register(in: library, types)
        LegacyAlertsVocabulary.register(in: library, types)
        AnimatableVocabulary.register(in: library, types)
        HapticsVocabulary.register(in: library, types)
        NetworkingVocabulary.register(in: library, types)
        EnvironmentVocabulary.register(in: library, types)
        SwiftDataVocabulary.register(in: library, types)
        // After the vocabularies adding environment values, whose names `EnvironmentValues` gets properties for.
        EnvironmentValuesVocabulary.register(in: library, types)
        ObservationVocabulary.register(in: library, types)
        GeometryReaderVocabulary.register(in: library, types)
        PreferencesVocabulary.register(in: library, types)
        PreviewProviderVocabulary.register(in: library, types)
        StyleStructsVocabulary.register(in: library, types)
        NavigationPathVocabulary.register(in: library, types)
        CustomLayoutVocabulary.register(in: library, types)
        return (library, types)
    }
}
