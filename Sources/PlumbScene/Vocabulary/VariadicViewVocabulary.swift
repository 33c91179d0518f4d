import Foundation
import PlumbInterpreter

/// `_VariadicView`, the underscored tree API layout libraries fall back to before iOS 18's `Group(subviews:)`: its
/// roots (`_VariadicView.MultiViewRoot`, `UnaryViewRoot`, `ViewRoot`), `Children` and `Tree` are names a file may
/// declare and call with, so it loads; making a `Tree` stops with an error where it runs, as Plumb does not hand a
/// root its content's subviews.
enum VariadicViewVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("_VariadicView"))
        for root in ["MultiViewRoot", "UnaryViewRoot", "ViewRoot"] {
            library.register(NativeType("_VariadicView." + root, isProtocol: true))
        }
        library.register(NativeType("_VariadicView.Children"))
        var tree = NativeType("_VariadicView.Tree", conformances: ["View"])
        tree.initializer([NativeParameter(nil, "Any"), NativeParameter("content", "@ViewBuilder () -> Content")]) { _ in
            throw NativeError(.unsupported("_VariadicView.Tree (a root laying out its content's subviews)"))
        }
        library.register(tree)
    }
}
