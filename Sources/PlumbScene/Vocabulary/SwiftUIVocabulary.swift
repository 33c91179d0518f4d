import PlumbInterpreter

/// The SwiftUI that scene files see, registered into a fresh interpreter library: each part of the vocabulary in
/// a file of its own.
enum SwiftUIVocabulary {
    static func makeLibrary() -> (NativeLibrary, SceneTypes) {
        let library = NativeLibrary()
        let types = SceneTypes(library: library)
        library.register(builder: SceneViewBuilder(types: types))
        GeometryVocabulary.register(in: library, types)
        AlignmentVocabulary.register(in: library, types)
        ViewsVocabulary.register(in: library, types)
        LayoutModifiersVocabulary.register(in: library, types)
        InteractionVocabulary.register(in: library, types)
        FontVocabulary.register(in: library, types)
        TextLayoutVocabulary.register(in: library, types)
        DrawingVocabulary.register(in: library, types)
        ControlStylesVocabulary.register(in: library, types)
        ControlsVocabulary.register(in: library, types)
        ScrollVocabulary.register(in: library, types)
        ListVocabulary.register(in: library, types)
        IgnoredModifiersVocabulary.register(in: library, types)
        GeometryReaderVocabulary.register(in: library, types)
        PreferencesVocabulary.register(in: library, types)
        CustomLayoutVocabulary.register(in: library, types)
        return (library, types)
    }
}
