import PlumbInterpreter

/// The path a `NavigationStack(path:)` is bound to — an array of values or a `NavigationPath` — read and written
/// through its binding: the stack shows the destination of the last value, a value link appends to it, the back
/// button removes the last value.
struct BoundNavigationPath {
    let binding: Binding
    let types: SceneTypes

    /// The values of a path: an array's elements or a `NavigationPath`'s; nil for any other value.
    static func values(of path: Value) -> [Value]? {
        if case .array(let elements) = path { return elements }
        return path.payload(as: NavigationPathVocabulary.Values.self)?.elements
    }

    /// The values on the path, first pushed first.
    func values() throws -> [Value] {
        Self.values(of: try binding.get()) ?? []
    }

    func append(_ value: Value) throws {
        try replace(with: try values() + [value])
    }

    func removeLast() throws {
        try replace(with: try values().dropLast())
    }

    /// Writes `elements` back as the kind of path the binding holds.
    private func replace(with elements: [Value]) throws {
        if case .array = try binding.get() {
            try binding.set(.array(elements))
        } else {
            try binding.set(types.make("NavigationPath", NavigationPathVocabulary.Values(elements: elements)))
        }
    }
}
