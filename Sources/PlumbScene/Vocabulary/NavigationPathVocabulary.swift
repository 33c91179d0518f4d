import PlumbInterpreter

/// Programmatic navigation: `NavigationStack(path:root:)` with a binding to an array of values or to a
/// `NavigationPath`. The stack shows its root while the path is empty, else what its `navigationDestination(for:)`
/// for the type of the path's last value builds of that value, with a back button that removes it
/// (``BoundNavigationPath``); a `NavigationLink(value:)` inside appends its value. A path that holds values when the
/// scene loads opens on the last one's destination, in a still picture too.
enum NavigationPathVocabulary {
    /// A `NavigationPath`'s values (it is a type-erased list; only how many matters here).
    struct Values: Hashable {
        var elements: [Value]
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var path = NativeType("NavigationPath", conformances: ["Equatable"])
        path.initializer([]) { _ in types.make("NavigationPath", Values(elements: [])) }
        path.initializer([NativeParameter(nil, "Any")]) { call in types.make("NavigationPath", Values(elements: try call.elements(0))) }
        path.computed("count") { (values: Values) in .int(values.elements.count) }
        path.computed("isEmpty") { (values: Values) in .bool(values.elements.isEmpty) }
        path.changingPayload("append", [NativeParameter(nil, "Any")], types) { (values: inout Values, call) in values.elements.append(call[0]) }
        path.changingPayload("removeLast", [NativeParameter(nil, "Int", default: .int(1))], types) { (values: inout Values, call) in
            let count = try call.int(0)
            guard (0...values.elements.count).contains(count) else {
                throw NativeError("can't remove \(count) values from a path of \(values.elements.count)")
            }
            values.elements.removeLast(count)
        }
        library.register(path)

        var stack = NativeType("NavigationStack")
        stack.initializer([NativeParameter("root", "@ViewBuilder () -> Root")]) { call in
            ScrollVocabulary.navigationStack(call, content: try call.callArgument(0))
        }
        stack.initializer([NativeParameter("path", "Binding<Any>"), NativeParameter("root", "@ViewBuilder () -> Root")]) { call in
            guard case .binding(let binding) = call[0], BoundNavigationPath.values(of: try binding.get()) != nil else {
                throw call.mismatch(0, "Binding<NavigationPath>")
            }
            let path = BoundNavigationPath(binding: binding, types: types)
            return ScrollVocabulary.navigationStack(call, content: try call.callArgument(1), path: path)
        }
        library.register(stack)
    }
}
