import PlumbInterpreter

/// The protocols a model class conforms to so that views observe it: Combine's `ObservableObject` (with `@Published`
/// properties, held by `@StateObject` or `@ObservedObject`) and Observation's `Observable` (what the `@Observable`
/// macro adds; held by `@State` or `@Bindable`). A class's stored properties are observed whichever it declares: a
/// write to one solves the scene again. `environmentObject(_:)` and iOS 17's `environment(_:)` hand a model to the
/// views below, whose `@EnvironmentObject` or `@Environment(Model.self)` properties read it. `objectWillChange.send()`
/// is accepted: any write already solves again.
enum ObservationVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("Observable", isProtocol: true))
        // `objectWillChange.send()` announces a change the next solve shows; a preview solves again on any write to
        // a model's property, so sending is already done.
        var observable = NativeType("ObservableObject", isProtocol: true)
        observable.property("objectWillChange", type: "ObservableObjectPublisher") { _ in types.make("ObservableObjectPublisher", ()) }
        library.register(observable)
        var publisher = NativeType("ObservableObjectPublisher")
        publisher.method("send") { _ in .void }
        library.register(publisher)
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
