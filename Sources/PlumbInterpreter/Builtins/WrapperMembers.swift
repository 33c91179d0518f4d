/// `Optional`, `Range`, `Binding` and `State`.
enum WrapperMembers {
    static func register(into library: NativeLibrary) {
        var optional = NativeType("Optional", conformances: ["Equatable", "Hashable"])
        optional.initializer([parameter(nil)]) { call in call[0].isOptional ? call[0] : .optional(call[0]) }
        optional.method("map", [parameter(nil, "(Any) -> Any")]) { call in
            guard case .optional(let wrapped?) = call.receiver else { return .optional(nil) }
            return .optional(try call.callArgument(0, wrapped))
        }
        optional.method("flatMap", [parameter(nil, "(Any) -> Any")]) { call in
            guard case .optional(let wrapped?) = call.receiver else { return .optional(nil) }
            let result = try call.callArgument(0, wrapped)
            return result.isOptional ? result : .optional(result)
        }
        library.register(optional)

        var range = NativeType("Range", conformances: ["Sequence", "Equatable", "Hashable", "Collection"])
        range.property("lowerBound") { value in rangeValue(value)?.lower ?? .void }
        range.property("upperBound") { value in rangeValue(value)?.upper ?? .void }
        range.method("contains", [parameter(nil)]) { call in .bool(rangeValue(call.receiver)?.contains(call[0]) ?? false) }
        library.register(range)

        var binding = NativeType("Binding")
        binding.staticMethod("constant", [parameter(nil)]) { call in .binding(.constant(call[0])) }
        binding.initializer([parameter("get", "() -> Any"), parameter("set", "(Any) -> Void")]) { call in
            let (getter, setter, position) = (call[0], call[1], call.position)
            weak let evaluator = call.evaluator
            return .binding(Binding(
                get: {
                    guard let evaluator else { throw NativeError("the interpreter of this binding is gone") }
                    return try evaluator.withBudget { try evaluator.callFunctionValue(getter, [], at: position) }
                },
                set: { value in
                    guard let evaluator else { throw NativeError("the interpreter of this binding is gone") }
                    _ = try evaluator.withBudget { try evaluator.callFunctionValue(setter, [value], at: position) }
                }
            ))
        }
        library.register(binding)

        var state = NativeType("State")
        for label in ["initialValue", "wrappedValue"] {
            state.initializer([parameter(label)]) { call in
                .native(NativeObject(type: call.evaluator.library.builtins.state, payload: call[0]))
            }
        }
        library.register(state)
        // `_model = StateObject(wrappedValue: Model())` in a custom `init`: storage as `@State`'s is.
        library.registerAlias("StateObject", for: "State")
    }

    private static func rangeValue(_ value: Value) -> RangeValue? {
        if case .range(let range) = value { return range }
        return nil
    }
}
