import PlumbInterpreter

extension NativeType {
    /// `ExpressibleByArrayLiteral` for an option set (`[.top, .bottom]`, `[.horizontal, .vertical]`): the sets the
    /// literal lists, joined by `union`.
    mutating func optionSetLiteral<OptionSet>(_ types: SceneTypes, _ union: @escaping ([OptionSet]) -> OptionSet) {
        let typeName = name
        arrayLiteral = { elements in
            let sets = try elements.map { element in
                guard let set = element.payload(as: OptionSet.self) else { throw NativeError("an \(typeName) literal lists \(typeName) values") }
                return set
            }
            return types.make(typeName, union(sets))
        }
    }
}
