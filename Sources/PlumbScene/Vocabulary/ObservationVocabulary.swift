import PlumbInterpreter

/// The protocols a model class conforms to so that views observe it: Combine's `ObservableObject` (with `@Published`
/// properties, held by `@StateObject` or `@ObservedObject`) and Observation's `Observable` (what the `@Observable`
/// macro adds; held by `@State` or `@Bindable`). A class's stored properties are observed whichever it declares: a
/// write to one solves the scene again.
enum ObservationVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        for name in ["ObservableObject", "Observable"] {
            library.register(NativeType(name, isProtocol: true))
        }
    }
}
