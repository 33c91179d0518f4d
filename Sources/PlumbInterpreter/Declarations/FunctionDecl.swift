import Synchronization

/// A parameter as calls see it: what argument label matches it, whether it may be left out, and its type.
struct ParameterShape {
    enum DefaultArgument {
        case none
        indirect case value(Value)
        /// An expression evaluated in its own small frame (a default argument).
        case thunk(FunctionDecl)
    }

    let label: String?
    let name: String
    let type: TypeRef
    let defaultArgument: DefaultArgument
    let isVariadic: Bool
    let isInout: Bool

    /// The parameter as a function value takes it: without its argument label.
    var unlabelled: ParameterShape {
        ParameterShape(label: nil, name: name, type: type, defaultArgument: defaultArgument, isVariadic: isVariadic, isInout: isInout)
    }

    var hasDefault: Bool {
        if case .none = defaultArgument { return false }
        return true
    }

    /// `label:` as swiftc prints it, `_:` for an unlabelled one.
    var labelText: String { (label ?? "_") + ":" }
}

/// A function declared in the scene file: free function, method, initializer, accessor, or closure.
final class FunctionDecl {
    enum Kind { case function, method, initializer, getter, setter, closure, localFunction }

    let name: String
    let kind: Kind
    var parameters: [ParameterShape]
    var body = Block(statements: [], frameSize: nil)
    /// Slots in the call frame: `self` (when present) at 0, the parameters, and the body's locals.
    var frameSize = 0
    /// The frame slot of each parameter.
    var parameterSlots: [Int] = []
    /// The generic parameters the body may use as values, and where a call finds them.
    var genericBindings: [GenericBinding] = []
    /// `0` of the kind of the numeric generic parameters the function declares (`func sum<T: Numeric>`), for a
    /// `.zero` in its body that only Swift's inference from the call would type (``MemberCache/genericZero``): `0`
    /// when they are all integers, else `0.0` — most such code sums lengths, and a reduction that adds integers to it
    /// starts over from `0` (``SequenceMembers``).
    var genericZero: Value?
    let hasSelf: Bool
    let isMutating: Bool
    let isStatic: Bool
    var builder: (any ResultBuilder)?
    let returnType: TypeRef?
    let position: SourcePosition
    /// Set while the body waits to be lowered (``PendingBodies``), and kept when lowering it reported an error:
    /// code about to run the function checks it first.
    let awaitsBody = Atomic<Bool>(false)

    init(
        name: String, kind: Kind, parameters: [ParameterShape], hasSelf: Bool, isMutating: Bool = false,
        isStatic: Bool = false, builder: (any ResultBuilder)? = nil, returnType: TypeRef?, position: SourcePosition
    ) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.hasSelf = hasSelf
        self.isMutating = isMutating
        self.isStatic = isStatic
        self.builder = builder
        self.returnType = returnType
        self.position = position
    }

    /// Drops the body and the default arguments, which may refer back to the function (see ``Program/functionDecls``).
    func releaseBody() {
        body = Block(statements: [], frameSize: nil)
        parameters = []
    }

    /// Whether a body that is a single `if` or `switch` gives the function's value (Swift 5.9's if and switch
    /// expressions): a closure's, or a function's or getter's with a result type other than `Void`.
    var returnsBranchValue: Bool {
        if kind == .closure { return true }
        guard let returnType, kind != .initializer, kind != .setter else { return false }
        if case .tuple(let elements, _) = returnType, elements.isEmpty { return false }
        return true
    }
}

/// A callable value: an interpreted function or closure, a native function, an enum case constructor, a key path
/// or an operator used as a function. Bound methods carry their receiver.
public final class Function {
    enum Kind {
        case user(FunctionDecl, receiver: Value?, captured: Frame?)
        case native(NativeMethod, receiver: Value?)
        case enumConstructor(TypeInfo, Int)
        case keyPath(KeyPathValue)
        /// An operator used as a function (`reduce(0, +)`).
        case operatorFunction(BinaryOperator)
        /// A function or method of several overloads used as a value (`map(describe)`, `reduce(0, max)`): which one
        /// runs is chosen when the value is called, by its arguments, as a call by name chooses. (Swift chooses by the
        /// contextual type when it compiles; the arguments a call passes are of that type.)
        case overloads(name: String, [Callee], receiver: Value?)
    }

    let kind: Kind
    /// Set on closures passed where a result builder applies; calling them builds their statements.
    let builder: (any ResultBuilder)?
    /// Whether this is the form a frame stores of a closure over that frame itself (see ``Frame/subscript(_:)``).
    let capturesItsFrame: Bool

    init(_ kind: Kind, builder: (any ResultBuilder)? = nil, capturesItsFrame: Bool = false) {
        self.kind = kind
        self.builder = builder
        self.capturesItsFrame = capturesItsFrame
    }
}
