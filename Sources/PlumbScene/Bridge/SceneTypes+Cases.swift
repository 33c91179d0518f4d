import PlumbInterpreter

extension SceneTypes {
    /// Registers a type whose values are the cases of an engine enum (`Font.Weight`, `TextAlignment`): one static
    /// constant per case, printed as `.name`.
    func registerCases<T: RawRepresentable<String>>(_ name: String, _ cases: [T]) {
        var type = NativeType(name, conformances: ["Equatable", "Hashable"])
        for value in cases { type.staticConstant(value.rawValue, make(name, value)) }
        type.describe = { ".\(($0 as! T).rawValue)" }
        library.register(type)
    }
}
