import PlumbInterpreter

/// Previews as code written before `#Preview` has them: a type conforming to `PreviewProvider` whose static
/// `previews` (a view builder, as in SwiftUI) is the scene's entry point when the file has no `#Preview`
/// (``EntryPoint/previewProvider(_:)``). The preview modifiers configure Xcode's canvas, not the views: they are
/// accepted and leave the view as it is — `previewLayout` too, so a provider's preview is shown on the device screen.
enum PreviewProviderVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var provider = NativeType("PreviewProvider", isProtocol: true)
        provider.builderRequirements = ["previews": "ViewBuilder"]
        library.register(provider)

        types.registerTokens("PreviewLayout", ["device", "sizeThatFits"])
        var layout = NativeType("PreviewLayout")
        layout.staticMethod("fixed", [NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat")]) { _ in
            types.make("PreviewLayout", "fixed")
        }
        library.register(layout)

        var device = NativeType("PreviewDevice")
        device.initializer([NativeParameter("rawValue", "String")]) { call in types.make("PreviewDevice", try call.string(0)) }
        library.register(device)

        IgnoredModifiersVocabulary.accept([
            .init("previewLayout", [NativeParameter(nil, "PreviewLayout")]),
            .init("previewDisplayName", [NativeParameter(nil, "String?")]),
            .init("previewDevice", [NativeParameter(nil, "Any")]),
            .init("previewInterfaceOrientation", [NativeParameter(nil, "Any")]),
            .init("previewContext", [NativeParameter(nil, "Any")]),
        ], in: library)
    }
}
