import PlumbInterpreter

/// Programmatic navigation: `NavigationStack(path:root:)` with a binding to an array of values or to a
/// `NavigationPath`. A preview shows what the stack shows at rest: its root with an empty path; with values on the
/// path SwiftUI shows the destination of the last one (`navigationDestination(for:)`), which Plumb does not, so the
/// stack warns and shows its root.
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
            let root = ScrollVocabulary.navigationStack(call, content: try call.callArgument(1))
            guard try pathLength(call[0]) > 0 else { return root }
            return call.warning("NavigationStack(path:) shows its root: the destinations of the values on the path are not shown", on: root)
        }
        library.register(stack)
    }

    /// How many values a path binding holds: an array's elements or a `NavigationPath`'s.
    private static func pathLength(_ binding: Value) throws -> Int {
        guard case .binding(let path) = binding else { return 0 }
        switch try path.get() {
        case .array(let elements): return elements.count
        case let value: return value.payload(as: Values.self)?.elements.count ?? 0
        }
    }
}
