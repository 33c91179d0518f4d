import Foundation
import PlumbInterpreter

/// Previews as code written before `#Preview` has them: a type conforming to `PreviewProvider` whose static
/// `previews` (a view builder, as in SwiftUI) is the scene's entry point when the file has no `#Preview`
/// (``EntryPoint/previewProvider(_:)``). The preview modifiers configure Xcode's canvas, not the views: they leave
/// the view as it is, and the canvas ones size the preview — `previewLayout(.sizeThatFits)` and
/// `.fixed(width:height:)` as the traits of a `#Preview` do, `previewInterfaceOrientation(.landscapeLeft)` (or
/// `.landscapeRight`) the device turned.
enum PreviewProviderVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var provider = NativeType("PreviewProvider", isProtocol: true)
        provider.builderRequirements = ["previews": "ViewBuilder"]
        library.register(provider)

        types.registerTokens("PreviewLayout", ["device", "sizeThatFits"])
        var layout = NativeType("PreviewLayout")
        layout.staticMethod("fixed", [NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat")]) { call in
            types.make("PreviewLayout", CGSize(width: try call.double(0), height: try call.double(1)))
        }
        library.register(layout)
        types.registerTokens("InterfaceOrientation", ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])

        var device = NativeType("PreviewDevice")
        device.initializer([NativeParameter("rawValue", "String")]) { call in types.make("PreviewDevice", try call.string(0)) }
        library.register(device)

        var view = NativeType("View", isProtocol: true)
        // Each tells the preview's size when the preview shown is built (not the provider's other previews).
        view.method("previewLayout", [NativeParameter(nil, "PreviewLayout")]) { call in
            let layout: ScenePreview.Layout = if let size = call[0].payload(as: CGSize.self) {
                .fixed(size)
            } else {
                call[0].payload(as: String.self) == "sizeThatFits" ? .sizeThatFits : .device
            }
            return requesting(layout, call)
        }
        view.method("previewInterfaceOrientation", [NativeParameter(nil, "InterfaceOrientation")]) { call in
            requesting(SceneDocument.landscapeOrientations.contains(call[0].payload(as: String.self) ?? "") ? .landscape : .device, call)
        }
        library.register(view)
        IgnoredModifiersVocabulary.accept([
            .init("previewDisplayName", [NativeParameter(nil, "String?")]),
            .init("previewDevice", [NativeParameter(nil, "Any")]),
            .init("previewContext", [NativeParameter(nil, "Any")]),
        ], in: library)
    }

    /// The receiver, telling the preview's size as it is built.
    private static func requesting(_ layout: ScenePreview.Layout, _ call: NativeCall) -> Value {
        call.context.types.modified(SceneView(.marker { $0.requestedPreviewLayout = layout }, content: [call.receiver], at: call.location))
    }
}
