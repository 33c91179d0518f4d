/// A parameter of a native function or initializer.
public struct NativeParameter {
    /// The argument label; nil for `_`.
    public var label: String?
    /// The type, in Swift syntax: `"CGFloat"`, `"CGFloat?"`, `"[Color]"`, `"@ViewBuilder () -> Content"`; `"inout UInt64"`
    /// for an argument passed with `&` that the function changes (``NativeCall/assign(_:_:)``).
    /// Unknown names (generic parameters such as `Content`) accept any value.
    public var type: String
    /// The value used when the argument is left out; nil means the argument is required.
    public var defaultValue: Value?
    public var isVariadic: Bool

    public init(_ label: String?, _ type: String = "Any", default defaultValue: Value? = nil, variadic: Bool = false) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = variadic
    }
}

/// The arguments of a call that reached a native function, in parameter order with defaults filled in.
public struct NativeCall {
    /// `self` for methods and properties (`.void` for free functions, static members and initializers). A
    /// `mutating` native method may change it; the interpreter writes it back.
    public var receiver: Value
    public private(set) var arguments: [Value]
    /// The interpreter, to call closures back (`interpreter.call(…)`) or to read user struct properties. Held
    /// strongly: a closure that keeps the call keeps the interpreter, and with it the evaluator.
    public let interpreter: Interpreter
    let position: SourcePosition

    /// What runs the scene's code, for builtins to evaluate with.
    var evaluator: Evaluator { interpreter.evaluator }

    /// Where the call is in the scene file.
    public var location: SourceLocation { evaluator.location(of: position) }

    public subscript(index: Int) -> Value { arguments[index] }

    /// Changes the `inout` argument `index` (its parameter's type is `"inout …"`): the caller's variable holds `value`
    /// once the call returns.
    public mutating func assign(_ index: Int, _ value: Value) {
        arguments[index] = value
    }

    init(receiver: Value, arguments: [Value], evaluator: Evaluator, position: SourcePosition) {
        self.receiver = receiver
        self.arguments = arguments
        self.interpreter = evaluator.interpreter
        self.position = position
    }
}

/// A native function, method, initializer or static method.
public struct NativeFunction {
    public var name: String
    public var parameters: [NativeParameter]
    public var isMutating: Bool
    public var body: (inout NativeCall) throws -> Value
    /// A subscript's setter: changes the call's receiver given the new value (nil: the subscript is get-only).
    public var assign: ((inout NativeCall, Value) throws -> Void)?

    public init(
        _ name: String, _ parameters: [NativeParameter] = [], mutating: Bool = false,
        body: @escaping (inout NativeCall) throws -> Value, assign: ((inout NativeCall, Value) throws -> Void)? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.isMutating = mutating
        self.body = body
        self.assign = assign
    }
}

/// A native property: read from the receiver (ignored for static properties), optionally written.
public struct NativeProperty {
    public var name: String
    public var get: (Value) throws -> Value
    public var set: ((inout Value, Value) throws -> Void)?
    /// The type, in Swift syntax, for a property whose value nothing else types: what an implicit member assigned
    /// to it is looked up in (`properties.stackOrientation = .vertical` while it is `nil`).
    public var type: String?

    public init(
        _ name: String, type: String? = nil, get: @escaping (Value) throws -> Value, set: ((inout Value, Value) throws -> Void)? = nil
    ) {
        self.name = name
        self.type = type
        self.get = get
        self.set = set
    }

    /// A static constant (`Color.red`, `CGFloat.pi`).
    public static func constant(_ name: String, _ value: Value) -> NativeProperty {
        NativeProperty(name, get: { _ in value })
    }
}

/// A native function with its parameter types resolved, as member tables hold it.
final class NativeMethod {
    let name: String
    let parameters: [ParameterShape]
    let isMutating: Bool
    let body: (inout NativeCall) throws -> Value
    /// A subscript's setter (``NativeFunction/assign``).
    let assign: ((inout NativeCall, Value) throws -> Void)?

    init(
        name: String, parameters: [ParameterShape], isMutating: Bool, body: @escaping (inout NativeCall) throws -> Value,
        assign: ((inout NativeCall, Value) throws -> Void)? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.isMutating = isMutating
        self.body = body
        self.assign = assign
    }
}

/// A native property as member tables hold it.
final class NativeVariable {
    let property: NativeProperty
    /// ``NativeProperty/type``, resolved.
    let type: TypeRef?

    init(_ property: NativeProperty, type: TypeRef? = nil) {
        self.property = property
        self.type = type
    }
}
