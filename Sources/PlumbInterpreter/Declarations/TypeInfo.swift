/// A type the interpreter knows: a struct, class, enum or protocol declared in the scene file, or a native type or
/// protocol the embedder (or the standard library) registered. Extensions in the scene file add members to it.
public final class TypeInfo {
    public enum Kind: Sendable {
        case structure, enumeration, protocolType, native
        /// A class: an instance's stored properties are shared by every copy of it (see ``Instance``).
        case classType
    }

    public let name: String
    public let kind: Kind
    /// The protocols the type declares it conforms to, by name, in declaration order (extensions included).
    public internal(set) var conformances: [String] = []
    /// Whether the type was registered by the embedder or the standard library rather than declared in the file.
    public var isNative: Bool { kind == .native || declaredPosition == nil }

    var instanceMembers: [String: [Member]] = [:]
    var staticMembers: [String: [Member]] = [:]
    var initializers: [Member] = []
    var subscripts: [Member] = []
    var storedProperties: [StoredProperty] = []
    var enumCases: [EnumCase] = []
    var rawType: TypeRef?
    /// The type this one is declared in. `unowned`, not `weak`: a weak reference would move every retain of the
    /// parent to its side table, and the parent outlives its nested types' lowering (it holds them as members).
    unowned var parent: TypeInfo?
    /// The class this class inherits from (`class Dog: Animal`), the file's or Foundation's `NSObject`: an instance
    /// holds its stored properties first, and its members are found after the class's own. `unowned` as `parent` is.
    unowned var superclass: TypeInfo?
    var genericParameters: Set<String> = []
    /// The stored property each generic parameter can be read from when a member uses it as a value
    /// (`Value.allCases` in `struct Picker<Value: CaseIterable>` with `@Binding var selection: Value`): the
    /// property's name and how its type holds the parameter.
    var genericSources: [String: (property: String, shape: GenericBinding.Shape)] = [:]
    /// Whether the struct (or class) declares an `init` in its body, which removes the memberwise (or implicit, or
    /// inherited) initializers; a class's `convenience init`s keep them, as in Swift.
    var declaresInitializer = false
    /// The type aliases declared in the type whose target is no declared type (`typealias Value = CGFloat?`).
    var typeAliases: [String: TypeRef] = [:]
    /// Whether the type is declared `@propertyWrapper`.
    var isPropertyWrapper = false
    /// Whether Swift would make the type rather than the file declaring it (a `Codable` type's `CodingKeys`).
    var isSynthesized = false
    /// A protocol's property and method requirements, by name (their implementations live in conforming types).
    var requirementNames: Set<String> = []
    /// The memberwise initializer's parameters, computed on first use.
    var memberwiseParameters: [ParameterShape]?
    /// Members of conforming types that are evaluated with a result builder (`body` of `View`).
    var builderRequirements: [String: any ResultBuilder] = [:]
    /// How a native value prints (`print`, interpolation); nil prints `TypeName(payload)`.
    var describe: ((Any) -> String)?
    /// A native type's array-literal initializer (``NativeType/arrayLiteral``).
    var arrayLiteral: (([Value]) throws -> Value)?
    /// A native type's string-literal initializer (``NativeType/stringLiteral``).
    var stringLiteral: (([StringLiteralPiece]) throws -> Value)?
    /// ``NativeType/isLiteralOnly``.
    var isLiteralOnly = false
    /// ``NativeType/coding``.
    var nativeCoding: NativeCoding?
    let declaredPosition: SourcePosition?

    init(name: String, kind: Kind, position: SourcePosition? = nil) {
        self.name = name
        self.kind = kind
        declaredPosition = position
    }

    public var isProtocol: Bool { kind == .protocolType }

    /// Whether instances of the type are values with stored properties: a struct's or a class's.
    var hasStoredProperties: Bool { kind == .structure || kind == .classType }

    /// The property names of a user struct's stored properties, in declaration order.
    public var storedPropertyNames: [String] { storedProperties.map(\.name) }

    /// The names of a user enum's cases, in declaration order.
    public var caseNames: [String] { enumCases.map(\.name) }

    /// Every member name, instance and static, for suggestions.
    var memberNames: [String] {
        Array(instanceMembers.keys) + Array(staticMembers.keys)
    }

    /// Whether the type is `other` or a class that inherits from it, directly or not.
    func isSubclass(of other: TypeInfo) -> Bool {
        var type: TypeInfo? = self
        while let next = type {
            if next === other { return true }
            type = next.superclass
        }
        return false
    }

    /// Whether the type (a protocol) requires a property or method called `name`.
    func requires(_ name: String) -> Bool {
        !requirementNames.isEmpty && requirementNames.contains(name)
    }

    func addInstanceMember(_ name: String, _ member: Member) {
        instanceMembers[name, default: []].append(member)
    }

    func addStaticMember(_ name: String, _ member: Member) {
        staticMembers[name, default: []].append(member)
    }

    func addConformances(_ names: [String]) {
        for name in names where !conformances.contains(name) { conformances.append(name) }
    }

    /// Drops every member, stored property, case and alias, which may name the type itself (see
    /// ``Program/functionDecls``): a user type's program calls this as it is released.
    func releaseMembers() {
        instanceMembers = [:]
        staticMembers = [:]
        initializers = []
        subscripts = []
        storedProperties = []
        enumCases = []
        rawType = nil
        genericSources = [:]
        typeAliases = [:]
        memberwiseParameters = nil
    }
}

extension String {
    /// Whether the name, read as a member, is a wrapped property's projection (`$name`) or storage (`_name`).
    /// Compared as UTF-8 bytes: `first` would form a Character, which means finding a grapheme break.
    var isWrapperAccess: Bool {
        let first = utf8.first
        return first == UInt8(ascii: "$") || first == UInt8(ascii: "_")
    }
}

/// A stored property of a user struct or class.
struct StoredProperty {
    enum Wrapper: Equatable {
        /// `@State`, and `@StateObject`: storage kept per view identity.
        case state
        case binding
        /// `@ObservedObject` and `@Bindable`: a plain property holding a class instance, whose `$` projection binds
        /// the instance's members (`$model.name`).
        case observed
        /// `@EnvironmentObject` and `@Environment(Model.self)`: the instance of the property's type an ancestor view
        /// put in the environment, which the embedder fills in (``Interpreter/fillingEnvironmentObjects(in:_:)``)
        /// before `body` runs; like `@ObservedObject`, its `$` projection binds the instance's members.
        case environmentObject
        /// A value the embedder gives, read-only: that of a wrapper the library defines (`@Namespace`).
        case provided(Value)
        /// `@Environment(\.name)`: read-only; the embedder sets it to the value the views around set
        /// (``Interpreter/fillingEnvironmentValues(in:_:)``) before `body` runs. Until then it holds its initial value,
        /// the environment's default: the library's for its own names, `EnvironmentValues().name` for the file's.
        case environment(String)
        /// A wrapper the embedder defines as a native type, read live (``NativeLibrary/liveWrappers``, `@Query`),
        /// by name: the instance holds the wrapper, made from the attribute's arguments, and reads go through it.
        case live(String)
        /// A `@propertyWrapper` type of the file (`@PositiveNumber var count: Int`): the instance holds the wrapper,
        /// made with `init(wrappedValue:)` from the initial or memberwise value — with the attribute's arguments
        /// after it (``StoredProperty/wrapping``) — or from the arguments alone (``StoredProperty/wrapperInitializer``);
        /// the property reads and writes its `wrappedValue`, `$name` is its `projectedValue` and `_name` the wrapper.
        case declared(TypeInfo)
    }

    let name: String
    let type: TypeRef?
    let initializer: FunctionDecl?
    let isLet: Bool
    let wrapper: Wrapper?
    /// A `@ViewBuilder` property: the memberwise initializer takes a builder closure and stores its result.
    let builder: (any ResultBuilder)?
    let position: SourcePosition
    var observers = PropertyObservers()
    /// A `lazy var`'s initial value, a getter of the type that may use `self`: run when the property is first read
    /// (a class instance keeps what it gives; a struct's property gives it again until it is assigned).
    var lazyInitializer: FunctionDecl?
    /// A declared wrapper's attribute with arguments (`@Clamped(to: 3) var count = 5`): a function of the wrapped
    /// value making `Clamped(wrappedValue: value, to: 3)`, as Swift wraps the initial, memberwise and first assigned
    /// values (SE-0258). Nil when the attribute has none: `init(wrappedValue:)` alone.
    var wrapping: FunctionDecl?
    /// A declared wrapper made from the attribute's arguments alone, for a property without an initial value
    /// (`@UserDefault("volume", defaultValue: 5) var volume: Int` is `UserDefault("volume", defaultValue: 5)`, and
    /// `@Clamped(wrappedValue: 5, to: 3) var count: Int` is `Clamped(wrappedValue: 5, to: 3)`): the instance's wrapper
    /// unless the memberwise initializer is given one — Swift's memberwise parameter for such a property takes the
    /// wrapper, not the wrapped value.
    var wrapperInitializer: FunctionDecl?

    /// Whether an instance's value is set without the memberwise initializer: a `let` with an initial value, or a
    /// provided one (an environment object's too).
    var hasFixedValue: Bool { (isLet && initializer != nil) || wrapper.isGetOnly }
}

/// A stored property's `willSet` and `didSet`: methods of its type taking the new value (`newValue`) and the old one
/// (`oldValue`), or the names they give them.
struct PropertyObservers {
    var willSetAccessor: FunctionDecl?
    var didSetAccessor: FunctionDecl?

    var isEmpty: Bool { willSetAccessor == nil && didSetAccessor == nil }
}

extension StoredProperty.Wrapper? {
    var isProvided: Bool {
        switch self {
        case .provided?, .live?, .environment?: true
        default: false
        }
    }

    /// Whether the property cannot be assigned: an embedder's value, or an environment object.
    var isGetOnly: Bool { isProvided || self == .environmentObject }

    /// Whether the property holds a class instance passed in, whose `$` projection binds the instance's members.
    var projectsInstance: Bool { self == .observed || self == .environmentObject }
}

/// A case of a user enum.
struct EnumCase {
    let name: String
    let parameters: [(label: String?, type: TypeRef)]
    var rawValue: Value?
    let position: SourcePosition
}

/// Anything a name can refer to inside a type.
enum Member {
    case stored(Int)
    case computed(getter: FunctionDecl, setter: FunctionDecl?)
    case method(FunctionDecl)
    case subscriptAccessor(getter: FunctionDecl, setter: FunctionDecl?)
    case staticVariable(LazyVariable)
    case enumCase(Int)
    case nativeProperty(NativeVariable)
    case nativeMethod(NativeMethod)
    /// A nested type reached as a member (`Outer.Inner`).
    case nestedType(TypeInfo)

    var isNativeMethod: Bool {
        if case .nativeMethod = self { true } else { false }
    }

    /// A method, the file's or a native type's.
    var isMethod: Bool {
        switch self {
        case .method, .nativeMethod: true
        default: false
        }
    }
}

/// Types are the same type when they are the same declaration.
extension TypeInfo: Equatable {
    public static func == (lhs: TypeInfo, rhs: TypeInfo) -> Bool { lhs === rhs }
}
