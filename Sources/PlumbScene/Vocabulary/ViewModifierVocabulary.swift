import PlumbInterpreter

/// A scene's own modifiers: `struct Card: ViewModifier { func body(content: Content) -> some View { … } }`, applied
/// with `.modifier(Card())` or `ModifiedContent(content:modifier:)`. Like a view's `body`, the modifier's `body(content:)` is a view builder and runs when
/// the tree is built, its `@State` kept for its place in the tree.
enum ViewModifierVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var viewModifier = NativeType("ViewModifier", isProtocol: true)
        viewModifier.builderRequirements = ["body": "ViewBuilder"]
        library.register(viewModifier)
        // `body(content: Content)`: the modified view, whatever its type (SwiftUI's `_ViewModifier_Content`).
        library.registerAlias("Content", for: "View")

        var view = NativeType("View", isProtocol: true)
        view.method("modifier", [NativeParameter(nil, "ViewModifier")]) { call in
            types.modified(SceneView(.modifier(call[0]), content: [call.receiver], at: call.location))
        }
        library.register(view)
        // `ModifiedContent(content: view, modifier: Card())`, which `view.modifier(Card())` writes for one.
        var modified = NativeType("ModifiedContent")
        modified.initializer([NativeParameter("content", "View"), NativeParameter("modifier", "ViewModifier")]) { call in
            types.modified(SceneView(.modifier(call[1]), content: [call[0]], at: call.location))
        }
        library.register(modified)
    }
}
