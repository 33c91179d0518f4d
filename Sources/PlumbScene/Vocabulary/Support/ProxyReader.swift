import PlumbInterpreter

/// A view that hands its content a proxy (`ScrollViewReader`, `MapReader`): `Reader { proxy in … }` is its content,
/// laid out as the reader's only child, made by calling the closure with the proxy.
enum ProxyReader {
    /// Registers the reader type `name` and its `proxy` type (whose methods are what a preview can do with it).
    static func register(_ name: String, proxy: NativeType, in library: NativeLibrary, _ types: SceneTypes) {
        library.register(proxy)
        var reader = NativeType(name)
        reader.initializer([NativeParameter("content", "(\(proxy.name)) -> Content")]) { call in
            let content = try call.callArgument(0, types.make(proxy.name, "proxy"))
            return types.view(name, SceneView(.transparent, content: [content], at: call.location))
        }
        library.register(reader)
    }
}
