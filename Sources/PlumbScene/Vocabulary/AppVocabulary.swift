import PlumbInterpreter

/// The app a project's module declares beside its views: `@main struct MyApp: App` with its scenes (`WindowGroup`,
/// `Window`, `Settings`, `DocumentGroup`, `MenuBarExtra`), their modifiers and menu commands. Xcode's canvas shows
/// views, never the app, and so does Plumb: these are checked against SwiftUI's parameters and do nothing, so that
/// loading a whole module does not stop at its app's file.
enum AppVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(builder: SceneViewBuilder(types: types, name: "SceneBuilder"))
        library.register(builder: SceneViewBuilder(types: types, name: "CommandsBuilder"))
        for (name, builder) in [("App", "SceneBuilder"), ("Scene", "SceneBuilder"), ("Commands", "CommandsBuilder")] {
            var proto = NativeType(name, isProtocol: true)
            proto.builderRequirements = ["body": builder]
            library.register(proto)
        }
        let content = NativeParameter("content", "() -> Content")
        let title = NativeParameter(nil, "String")
        registerScene("WindowGroup", [[content], [title, content], [NativeParameter("id", "String"), content], [title, NativeParameter("id", "String"), content],
                                      [NativeParameter("for", "Any.Type"), content]], library, types)
        registerScene("Window", [[title, NativeParameter("id", "String"), content]], library, types)
        registerScene("Settings", [[content]], library, types)
        registerScene("DocumentGroup", [[NativeParameter("newDocument", "Any"), NativeParameter("editor", "(Any) -> Content")],
                                        [NativeParameter("viewing", "Any.Type"), NativeParameter("viewer", "(Any) -> Content")]], library, types)
        registerScene("MenuBarExtra", [[title, NativeParameter("systemImage", "String"), content]], library, types)

        var scene = NativeType("Scene", isProtocol: true)
        let any = NativeParameter(nil, "Any")
        for (name, parameters) in Self.sceneModifiers { scene.method(name, parameters) { $0.receiver } }
        scene.method("commands", [NativeParameter("content", "@CommandsBuilder () -> Content")]) { $0.receiver }
        scene.method("modelContainer", [any]) { $0.receiver }
        library.register(scene)

        var group = NativeType("CommandGroup", conformances: ["Commands"])
        for placement in ["replacing", "before", "after"] {
            group.initializer([NativeParameter(placement, "CommandGroupPlacement"), NativeParameter("addition", "() -> Content")]) { _ in types.make("CommandGroup", ()) }
        }
        library.register(group)
        var menu = NativeType("CommandMenu", conformances: ["Commands"])
        menu.initializer([title, content]) { _ in types.make("CommandMenu", ()) }
        library.register(menu)
        types.registerTokens("CommandGroupPlacement", ["newItem", "appInfo", "appSettings", "help", "pasteboard", "undoRedo", "sidebar", "toolbar", "saveItem", "printItem"])
        types.registerTokens("WindowResizability", ["automatic", "contentSize", "contentMinSize"])
        types.registerTokens("WindowStyle", ["automatic", "hiddenTitleBar", "titleBar", "plain", "volumetric"])
        types.registerTokens("ScenePhase", ["active", "inactive", "background"])
    }

    /// What a scene's modifiers take; each leaves the scene as it is.
    private static var sceneModifiers: [(String, [NativeParameter])] {
        [
            ("windowStyle", [NativeParameter(nil, "WindowStyle")]),
            ("windowResizability", [NativeParameter(nil, "WindowResizability")]),
            ("defaultSize", [NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat")]),
            ("defaultSize", [NativeParameter(nil, "CGSize")]),
            ("handlesExternalEvents", [NativeParameter("matching", "Set<String>")]),
            ("environmentObject", [NativeParameter(nil, "Any")]),
            ("environment", [NativeParameter(nil, "Any")]),
            ("environment", [NativeParameter(nil, "KeyPath"), NativeParameter(nil, "Any")]),
            ("onChange", [NativeParameter("of", "Any"), NativeParameter("perform", "(Any) -> Void")]),
            ("onChange", [NativeParameter("of", "Any"), NativeParameter("initial", "Bool", default: .bool(false)), NativeParameter(nil, "(Any, Any) -> Void")]),
            ("backgroundTask", [NativeParameter(nil, "Any"), NativeParameter("action", "(Any) -> Void")]),
        ]
    }

    /// A scene type and its initializers; none runs its content.
    private static func registerScene(_ name: String, _ initializers: [[NativeParameter]], _ library: NativeLibrary, _ types: SceneTypes) {
        var scene = NativeType(name, conformances: ["Scene"])
        for parameters in initializers { scene.initializer(parameters) { _ in types.make(name, ()) } }
        library.register(scene)
    }
}
