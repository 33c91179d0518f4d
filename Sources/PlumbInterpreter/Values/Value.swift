/// A value of the interpreted program. Values are dynamically typed; Swift's value semantics are kept
/// (collections and struct instances copy on write), reference semantics only where Swift has them (class instances,
/// state boxes, bindings, captured variables). Payloads wider than two words are `indirect`, so a value stays small and copying
/// one (the interpreter's most frequent operation) is cheap.
public enum Value {
    case void
    case bool(Bool)
    case int(Int)
    /// `Double`, `CGFloat` and `Float`: Swift converts between them freely, so the interpreter keeps one representation.
    case double(Double)
    /// `String` and `Character`.
    case string(String)
    case array([Value])
    case dictionary(DictionaryValue)
    case set(SetValue)
    case tuple(TupleValue)
    /// An `Optional`: `.optional(nil)` is `nil`. Values flow unwrapped until a declared optional type wraps them.
    indirect case optional(Value?)
    indirect case range(RangeValue)
    /// An instance of a struct or class declared in the scene file.
    case instance(Instance)
    /// A case of an enum declared in the scene file.
    indirect case enumCase(EnumCaseValue)
    /// A value of a type the embedder registered, carrying the embedder's payload.
    case native(NativeObject)
    case function(Function)
    /// A type used as a value (`Text.self`, or a type name before a call).
    case type(TypeRef)
    case keyPath(KeyPathValue)
    /// `Binding<T>`: a reference to storage elsewhere.
    indirect case binding(Binding)
}

/// A value of a native type: the type's registration and the embedder's payload. Immutable, and a class so
/// that a value holding it copies as one retained reference (a changed payload is a new object).
public final class NativeObject {
    public let type: TypeInfo
    public let payload: Any
    /// The payload again when it was given as a class instance, so asking for it (``payload(as:)``) checks a class
    /// instead of running the runtime's cast out of `Any`, which costs about ten times as much.
    private let classPayload: AnyObject?

    public init(type: TypeInfo, payload: Any) {
        self.type = type
        self.payload = payload
        classPayload = nil
    }

    /// A value whose payload is an instance of a class (a view the embedder builds).
    public init(type: TypeInfo, object: AnyObject) {
        self.type = type
        payload = object
        classPayload = object
    }

    /// The payload if it is a `T`.
    public func payload<T: AnyObject>(as _: T.Type) -> T? {
        if let classPayload { return classPayload as? T }
        return payload as? T
    }
}

/// A tuple, labelled or not.
public struct TupleValue {
    public var elements: [Value]
    public var labels: [String?]

    public init(_ elements: [Value], labels: [String?]? = nil) {
        self.elements = elements
        self.labels = labels ?? Array(repeating: nil, count: elements.count)
    }

    public func element(named name: String) -> Value? {
        labels.firstIndex(of: name).map { elements[$0] }
    }
}

/// `a..<b`, `a...b`, and the one-sided forms (`lower`/`upper` nil).
public struct RangeValue {
    public var lower: Value?
    public var upper: Value?
    public var isClosed: Bool

    public init(lower: Value?, upper: Value?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }
}

/// `\.self`, `\.name`, `\Item.id.count`: the property names to follow.
public struct KeyPathValue {
    public var components: [String]

    public init(components: [String]) { self.components = components }
}

/// An instance of a user struct or class: its type and stored fields in declaration order. `@State` fields hold
/// their box (`.native` is never used for that); read them through ``Interpreter/property(_:of:)``.
/// A class instance keeps each stored property in a box of its own (`.shared`), so every copy of the instance —
/// a `let` holding it, a view's `@StateObject`, a method's `self` — reads and writes the same properties, which is
/// what a reference is in Swift.
public struct Instance {
    public let type: TypeInfo
    var fields: [Field]

    enum Field {
        case plain(Value)
        case state(StateBox)
        case binding(Binding)
        /// A class instance's stored property; a write tells the embedder, as a `@State` write does (an
        /// `ObservableObject`'s `@Published` property or an `@Observable` class's changes the view showing it).
        case shared(StateBox)
    }
}

/// A case of a user enum with its associated values.
public struct EnumCaseValue {
    public let type: TypeInfo
    public let caseIndex: Int
    public var payload: TupleValue

    /// The case `caseIndex` of `type` (a native type's `cases` included) with its associated values.
    public init(type: TypeInfo, caseIndex: Int, payload: TupleValue = TupleValue([])) {
        self.type = type
        self.caseIndex = caseIndex
        self.payload = payload
    }

    public var name: String { type.enumCases[caseIndex].name }
}

extension Value {
    /// A function value backed by Swift code, for the embedder to pass where the file expects a closure
    /// (a `PreferenceKey`'s `nextValue`). It takes `arity` positional arguments.
    public static func closure(_ name: String = "closure", arity: Int, _ body: @escaping ([Value]) throws -> Value) -> Value {
        let parameters = (0..<arity).map {
            ParameterShape(label: nil, name: "$\($0)", type: .unknown, defaultArgument: .none, isVariadic: false, isInout: false)
        }
        let method = NativeMethod(name: name, parameters: parameters, isMutating: false) { call in try body(call.arguments) }
        return .function(Function(.native(method, receiver: nil)))
    }
}
