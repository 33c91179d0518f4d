import PlumbInterpreter

extension NativeCall {
    /// A `Binding` argument (`$state`, `.constant(…)`).
    func binding(_ index: Int, _ expected: String) throws -> Binding {
        guard case .binding(let binding) = self[index] else { throw mismatch(index, expected) }
        return binding
    }

    /// A `Binding<Bool>` argument and the value it holds now.
    func boolBinding(_ index: Int) throws -> (binding: Binding, value: Bool) {
        let binding = try binding(index, "Binding<Bool>")
        guard case .bool(let value) = try binding.get() else { throw mismatch(index, "Binding<Bool>") }
        return (binding, value)
    }
}
