/// The registration of a native type or protocol: its name, conformances and members. Members of a protocol apply
/// to every type that conforms to it (SwiftUI's modifiers are methods of `View`), user structs included.
public struct NativeType {
    public var name: String
    public var isProtocol: Bool
    public var conformances: [String]
    public var initializers: [NativeFunction] = []
    public var properties: [NativeProperty] = []
    public var methods: [NativeFunction] = []
    public var staticProperties: [NativeProperty] = []
    public var staticMethods: [NativeFunction] = []
    /// Subscripts (`proxy[anchor]`, `dimensions[.leading]`), read-only unless they have an `assign`.
    public var subscripts: [NativeFunction] = []
    /// For protocols: requirements whose implementations are result-builder bodies (`["body": "ViewBuilder"]`).
    public var builderRequirements: [String: String] = [:]
    /// How values print; receives the payload.
    public var describe: ((Any) -> String)?
    /// `ExpressibleByArrayLiteral`: a value made from an array literal written where this type is expected, its
    /// elements evaluated with this type as their context (an option set's `[.top, .bottom]`).
    public var arrayLiteral: (([Value]) throws -> Value)?
    /// `ExpressibleByStringLiteral` (and by interpolation): a value made from a string literal written where this
    /// type is expected (`Text("**Bold**")` takes a `LocalizedStringKey`), given the literal's pieces in order.
    public var stringLiteral: (([StringLiteralPiece]) throws -> Value)?
    /// Whether a call passes this type only as a literal: among overloads, one taking it is passed over, unevaluated,
    /// for any other argument (`Text("**a**")` takes a `LocalizedStringKey`, `Text(name)` a `String`).
    public var isLiteralOnly = false
    /// An enumeration's cases, with the labels of their associated values (nil for an unlabelled one): values of the
    /// type are cases scene code makes (`.success(value)`) and matches (`case .failure(let error)`) as a file's own
    /// enum's.
    public var cases: [(name: String, labels: [String?])] = []
    /// How values of the type read themselves from JSON and write themselves (`Codable` types: `Date`, `URL`).
    public var coding: NativeCoding?

    public init(_ name: String, conformances: [String] = [], isProtocol: Bool = false) {
        self.name = name
        self.conformances = conformances
        self.isProtocol = isProtocol
    }

    public mutating func initializer(_ parameters: [NativeParameter], body: @escaping (inout NativeCall) throws -> Value) {
        initializers.append(NativeFunction("init", parameters, body: body))
    }

    public mutating func method(
        _ name: String, _ parameters: [NativeParameter] = [], mutating: Bool = false,
        body: @escaping (inout NativeCall) throws -> Value
    ) {
        methods.append(NativeFunction(name, parameters, mutating: mutating, body: body))
    }

    public mutating func staticMethod(
        _ name: String, _ parameters: [NativeParameter] = [], body: @escaping (inout NativeCall) throws -> Value
    ) {
        staticMethods.append(NativeFunction(name, parameters, body: body))
    }

    public mutating func property(
        _ name: String, type: String? = nil, get: @escaping (Value) throws -> Value, set: ((inout Value, Value) throws -> Void)? = nil
    ) {
        properties.append(NativeProperty(name, type: type, get: get, set: set))
    }

    /// A subscript; with `assign`, one that can be assigned through (`environment[Key.self] = value`): it gets the
    /// call, whose receiver it changes, and the new value.
    public mutating func `subscript`(
        _ parameters: [NativeParameter], body: @escaping (inout NativeCall) throws -> Value,
        assign: ((inout NativeCall, Value) throws -> Void)? = nil
    ) {
        subscripts.append(NativeFunction("subscript", parameters, body: body, assign: assign))
    }

    public mutating func staticConstant(_ name: String, _ value: Value) {
        staticProperties.append(.constant(name, value))
    }
}

/// A piece of a string literal given to a type's ``NativeType/stringLiteral``: text written in the literal, or the
/// text of a value interpolated into it (`\(name)`) and the value.
public struct StringLiteralPiece {
    public let text: String
    public let isInterpolated: Bool
    public let value: Value?

    public init(text: String, isInterpolated: Bool, value: Value? = nil) {
        self.text = text
        self.isInterpolated = isInterpolated
        self.value = value
    }
}
