import PlumbInterpreter
import PlumbLayout

/// UIKit views in SwiftUI: a `UIViewRepresentable` or `UIViewControllerRepresentable` of the file is drawn as a
/// placeholder — a greedy area in the secondary system fill with a square symbol and the type's name, taking the
/// size it is offered, as a UIView without an intrinsic size does — with a warning; its `makeUIView`,
/// `updateUIView` and coordinator, which only UIKit can run, never run. Their `Context` is a type, so their
/// signatures load.
enum UIKitBridgeVocabulary {
    static let protocols = [("UIViewRepresentable", "UIKit view"), ("UIViewControllerRepresentable", "UIKit view controller")]

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        for (name, _) in protocols { library.register(NativeType(name, conformances: ["View"], isProtocol: true)) }
        var context = NativeType("UIViewRepresentableContext")
        context.property("coordinator", type: "Any") { _ in .void }
        library.register(context)
        library.registerAlias("Context", for: "UIViewRepresentableContext")
    }

    /// The placeholder a representable of the file is drawn as, and the warning that says so; nil for other types.
    static func placeholder(for type: TypeInfo, in context: SceneContext) -> (view: Value, warning: SceneError)? {
        guard let (name, kind) = protocols.first(where: { context.interpreter.conforms(type, to: $0.0) }) else { return nil }
        let location = context.interpreter.declarationLocation(of: type)
        let view = PlaceholderArea.make(
            context.types, at: location, typeName: type.name, fill: Color(named: "secondarySystemFill"), symbol: "square", title: type.name
        )
        let message = "'\(type.name)' is a \(kind) (\(name)): drawn as a placeholder; its UIKit code does not run"
        return (view, SceneError(diagnostic: context.diagnostic(message, severity: .warning, at: location)))
    }
}
