/// Typed access to a native call's arguments and receiver, failing with a located type error.
extension NativeCall {
    public func int(_ index: Int) throws -> Int {
        guard case .int(let value) = arguments[index] else { throw mismatch(index, "Int") }
        return value
    }

    /// A `Double`/`CGFloat` argument (integers are accepted and converted).
    public func double(_ index: Int) throws -> Double {
        switch arguments[index] {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: throw mismatch(index, "Double")
        }
    }

    public func string(_ index: Int) throws -> String {
        guard case .string(let value) = arguments[index] else { throw mismatch(index, "String") }
        return value
    }

    public func bool(_ index: Int) throws -> Bool {
        guard case .bool(let value) = arguments[index] else { throw mismatch(index, "Bool") }
        return value
    }

    /// The elements of a sequence argument (array, set, dictionary, range, string).
    public func elements(_ index: Int) throws -> [Value] {
        try evaluator.elements(of: arguments[index], at: position)
    }

    /// Accounts for a new string of `length` UTF-8 bytes made by the native: an error when it is longer than a string
    /// may be (``Limits/stringLength``) or exhausts the memory budget (``Limits/memory``).
    public func allocateString(_ length: Int) throws {
        try evaluator.allocateString(length, at: position)
    }

    /// The elements of the receiver, which is a sequence.
    public func receiverElements() throws -> [Value] {
        try evaluator.elements(of: receiver, at: position)
    }

    /// Calls the closure (or key path) passed as argument `index`.
    public func callArgument(_ index: Int, _ values: Value...) throws -> Value {
        try evaluator.callFunctionValue(arguments[index], values, at: position)
    }

    /// Calls a closure value with `values` as its arguments (a completion handler kept by a native object).
    public func call(_ function: Value, _ values: Value...) throws -> Value {
        try evaluator.callFunctionValue(function, values, at: position)
    }

    /// `error` thrown by this call, as Swift code's `throw` throws it: `catch` receives it, uncaught it is reported.
    public func throwing(_ error: Value) -> Error {
        Fault(.uncaughtError(evaluator.describe(error)), at: position, thrown: error)
    }

    /// Calls the predicate passed as argument `index`; it must return a `Bool`.
    public func test(_ index: Int, _ values: Value...) throws -> Bool {
        let result = try evaluator.callFunctionValue(arguments[index], values, at: position)
        guard case .bool(let bool) = result else {
            throw NativeError(.typeMismatch(have: evaluator.typeName(of: result), expected: "Bool", context: "closure result type"))
        }
        return bool
    }

    /// The type error of argument `index`, which should have been an `expected`.
    public func mismatch(_ index: Int, _ expected: String) -> NativeError {
        NativeError(.typeMismatch(have: evaluator.typeName(of: arguments[index]), expected: expected, context: "expected argument type"))
    }
}

extension Evaluator {
    /// Calls a function value or applies a key path, with positional arguments.
    func callFunctionValue(_ value: Value, _ arguments: [Value], at position: SourcePosition) throws -> Value {
        switch value {
        case .function(let function): return try call(function, arguments, at: position)
        case .keyPath(let path): return try applyKeyPathFunction(path, arguments, at: position)
        default: throw Fault(.invalid("cannot call value of non-function type '\(typeName(of: value))'"), at: position)
        }
    }
}

extension Value {
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The number as a `Double` (integers converted).
    public var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [Value]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The payload of a native value, if it is a `T`.
    public func payload<T>(as type: T.Type) -> T? {
        if case .native(let object) = self { return object.payload as? T }
        return nil
    }
}
