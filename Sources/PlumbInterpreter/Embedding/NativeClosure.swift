/// A closure made by the embedder, for interpreted code to call like any other: it takes the call's arguments in
/// order, whatever their labels, and gives its result (a table column's cell for each row, built from a key path).
extension Interpreter {
    public func nativeClosure(_ body: @escaping ([Value]) throws -> Value) -> Value {
        let arguments = ParameterShape(label: nil, name: "arguments", type: .unknown, defaultArgument: .value(.array([])), isVariadic: true, isInout: false)
        return .function(Function(.native(NativeMethod(name: "closure", parameters: [arguments], isMutating: false) { call in
            try body(call[0].arrayValue ?? [])
        }, receiver: nil)))
    }
}
