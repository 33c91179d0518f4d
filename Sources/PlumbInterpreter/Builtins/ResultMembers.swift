/// `Result<Success, Failure>`: the cases `.success(value)` and `.failure(error)`, made and matched as an enum's,
/// `Result { try … }` (`init(catching:)`), `get()`, which throws the failure, and `map`, `mapError`, `flatMap` and
/// `flatMapError`.
enum ResultMembers {
    static func register(into library: NativeLibrary) {
        var result = NativeType("Result", conformances: ["Equatable", "Hashable"])
        result.cases = [("success", [nil]), ("failure", [nil])]
        let type = library.register(result)
        func make(_ index: Int, _ payload: Value) -> Value {
            .enumCase(EnumCaseValue(type: type, caseIndex: index, payload: TupleValue([payload])))
        }

        result = NativeType("Result")
        result.initializer([parameter("catching", "() -> Any")]) { call in
            do {
                return make(0, try call.callArgument(0))
            } catch let fault as Fault where fault.thrown != nil {
                return make(1, fault.thrown!)
            }
        }
        result.method("get") { call in
            let (index, payload) = try parts(of: call.receiver)
            guard index == 1 else { return payload }
            throw Fault(.uncaughtError(call.evaluator.describe(payload)), at: call.position, thrown: payload)
        }
        for (name, changes, flattens) in [("map", 0, false), ("mapError", 1, false), ("flatMap", 0, true), ("flatMapError", 1, true)] {
            result.method(name, [parameter(nil, "(Any) -> Any")]) { call in
                let (index, payload) = try parts(of: call.receiver)
                guard index == changes else { return call.receiver }
                let transformed = try call.callArgument(0, payload)
                return flattens ? transformed : make(index, transformed)
            }
        }
        library.register(result)
    }

    /// The case index and the associated value of a `Result`.
    private static func parts(of value: Value) throws -> (Int, Value) {
        guard case .enumCase(let result) = value, let payload = result.payload.elements.first else {
            throw NativeError("expected a Result")
        }
        return (result.caseIndex, payload)
    }
}
