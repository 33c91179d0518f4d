import PlumbInterpreter

extension SceneTypes {
    /// Registers a type whose values are the cases of an engine enum (`Font.Weight`, `TextAlignment`): one static
    /// constant per case, printed as `.name`.
    func registerCases<T: RawRepresentable<String>>(_ name: String, _ cases: [T]) {
        registerOptions(name, cases.map { ($0.rawValue, $0) }) { ".\(($0 as! T).rawValue)" }
    }

    /// Registers a type of named options that nothing reads but a comparison (`.compact`, `.round`): one static
    /// constant per name, whose value is the name, printed as `.name`.
    func registerTokens(_ name: String, _ names: [String]) {
        registerOptions(name, names.map { ($0, $0) }) { ".\($0)" }
    }

    private func registerOptions(_ name: String, _ options: [(String, Any)], describe: @escaping (Any) -> String) {
        var type = NativeType(name, conformances: ["Equatable", "Hashable"])
        for (constant, value) in options { type.staticConstant(constant, make(name, value)) }
        type.describe = describe
        library.register(type)
    }
}
