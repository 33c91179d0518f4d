import PlumbInterpreter

/// The protocols a model class conforms to so that views observe it: Combine's `ObservableObject` (with `@Published`
/// properties, held by `@StateObject` or `@ObservedObject`) and Observation's `Observable` (what the `@Observable`
/// macro adds; held by `@State` or `@Bindable`). A class's stored properties are observed whichever it declares: a
/// write to one solves the scene again. `environmentObject(_:)` and iOS 17's `environment(_:)` hand a model to the
/// views below, whose `@EnvironmentObject` or `@Environment(Model.self)` properties read it.
enum ObservationVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        for name in ["ObservableObject", "Observable"] {
            library.register(NativeType(name, isProtocol: true))
        }
        var view = NativeType("View", isProtocol: true)
        for name in ["environmentObject", "environment"] {
            view.method(name, [NativeParameter(nil, "AnyObject")]) { call in
                let object = call[0].unwrappedOptional
                guard case .instance(let instance) = object, instance.type.kind == .classType else { throw call.mismatch(0, "AnyObject") }
                let typeName = instance.type.name
                return ControlStylesVocabulary.scoped(call.receiver, ControlParts(call), "\(name)(\(typeName))") {
                    $0.environmentObjects[typeName] = object
                }
            }
        }
        library.register(view)
    }
}
