/// A lowered expression: names are resolved (locals to frame slots), operators folded, literals decoded.
final class Expr {
    /// Stored inline (not `indirect`): an expression is one allocation, which lowering makes and releasing the
    /// program frees by the thousand; matching copies a payload of a few words.
    enum Kind {
        case literal(Value)
        case interpolation([InterpolationPart])
        case array([Expr])
        case dictionary([(key: Expr, value: Expr)])
        case tuple([Expr], labels: [String?])
        /// A local variable: `depth` frames up from the current one, slot `index`.
        case local(depth: Int, index: Int)
        case global(LazyVariable)
        /// Free functions (user or native) by name; overloads are chosen by the call's labels.
        case function(name: String)
        case type(TypeRef)
        case member(Expr, name: String, cache: MemberCache)
        /// `.leading`, `.init(…)`: resolved through the contextual type.
        case implicitMember(name: String, cache: MemberCache)
        /// `x?` inside an optional chain; `nil` ends the chain.
        case optionalChainLink(Expr)
        /// The whole optional chain `x?.y.z`: `nil` if a link was nil, otherwise the result made optional.
        case optionalChain(Expr)
        case call(Expr, [Argument])
        case subscriptCall(Expr, [Argument])
        case forceUnwrap(Expr)
        case prefix(String, Expr)
        case binary(BinaryOperator, Expr, Expr)
        /// `=` (`op` nil) or a compound assignment (`op` `+`, `-`, …).
        case assign(Expr, op: BinaryOperator?, Expr)
        case ternary(Expr, Expr, Expr)
        case cast(Expr, TypeRef, CastKind)
        case closure(FunctionDecl)
        case keyPath(KeyPathValue)
        /// `&x` as an argument.
        case inoutArgument(Expr)
        /// `if` or `switch` used as an expression; the block's last expression is the value.
        case statement(Stmt)
        /// `try`, `try?` or `try!`.
        case tryExpression(Expr, TryKind)
        /// `_` as an assignment target.
        case discard
        /// Code that cannot run, known on load (a name of a framework Plumb does not model, a generic parameter no
        /// call gives): an error where it runs.
        case failing(ErrorKind)
    }

    enum CastKind { case coerce, conditional, forced, check }

    /// `try` passes an error on; `try?` makes it `nil`; `try!` makes it a fault.
    enum TryKind { case plain, optional, forced }

    enum InterpolationPart {
        case text(String)
        case value(Expr)
        /// `\(value, specifier: "%.1f")`, as SwiftUI's `Text` interpolation allows.
        case formatted(Expr, specifier: Expr)
    }

    let kind: Kind
    let position: SourcePosition
    /// For a call: the overloads its labels fit, for the receiver type they were found for. Read and replaced in
    /// place, never across a call, so unchecked for exclusive access at run time.
    @exclusivity(unchecked) var callCache: CallSiteCache?
    /// Whether the expression is an implicit member chain (`.red.opacity(0.5)`, `.body.bold()`): as in Swift, the
    /// chain's base is looked up in the contextual type of the whole chain.
    let isImplicitMemberChain: Bool
    /// Whether the expression is a floating-point literal (possibly negated).
    let isFloatLiteral: Bool
    /// Whether the expression is an integer literal or arithmetic on them (which Swift types by context).
    let isIntegerLiteral: Bool

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
        isImplicitMemberChain = switch kind {
        case .implicitMember: true
        case .member(let base, _, _), .call(let base, _): base.isImplicitMemberChain
        default: false
        }
        isFloatLiteral = switch kind {
        case .literal(.double): true
        case .prefix("-", let operand): operand.isFloatLiteral
        default: false
        }
        isIntegerLiteral = switch kind {
        case .literal(.int): true
        case .prefix("-", let operand): operand.isIntegerLiteral
        case .binary(let op, let lhs, let rhs): op.isArithmetic && op.kind != .remainder && lhs.isIntegerLiteral && rhs.isIntegerLiteral
        default: false
        }
    }
}

/// An argument in a call: its label and its expression.
struct Argument {
    let label: String?
    let value: Expr
    /// A trailing closure (matched to parameters by Swift's forward-scan rule).
    let isTrailingClosure: Bool
}

/// Remembers how the last lookup of a member resolved, keyed by the receiver's type (and whether the member was a
/// static one: `Color.gray` and `.leading` are looked up as often as instance members).
final class MemberCache {
    @exclusivity(unchecked) var type: TypeInfo?
    @exclusivity(unchecked) var isStatic = false
    @exclusivity(unchecked) var members: [Member] = []
    /// The class a `super.name` site looks `name` up from, whatever the receiver's class.
    let superclass: TypeInfo?
    /// For an implicit member (`.name`): the type whose code the site is in, whose nested types are its likely
    /// base when nothing gives it a contextual type (`container.decode(String.self, forKey: .name)` in a type with
    /// its own `CodingKeys`).
    let scope: TypeInfo?
    /// For `.zero` in a function generic over a numeric protocol (`reduce(into: .zero)` in `func sum<T: Numeric>`):
    /// its value when nothing gives the site a contextual type (``FunctionDecl/genericZero``) — Swift infers `T` from
    /// the call (a closure's result), which the interpreter knows only when it runs.
    var genericZero: Value?

    init(superclass: TypeInfo? = nil, scope: TypeInfo? = nil) {
        self.superclass = superclass
        self.scope = scope
    }
}

/// The overloads a call site's labels fit, with the arguments bound to each parameter: reused while the receiver
/// type stays the same, skipping the member lookup and label matching (labels and overloads of a type never change).
final class CallSiteCache {
    let key: ObjectIdentifier
    let candidates: [CallCandidate]
    /// The candidate whose argument types fitted last, tried first next time: a call site of Swift resolves to one
    /// overload, so it is the one to expect, and the others' argument evaluations are spared.
    @exclusivity(unchecked) var lastFitting = 0

    init(key: ObjectIdentifier, candidates: [CallCandidate]) {
        self.key = key
        self.candidates = candidates
    }
}

/// An overload whose labels fit a call, and for each argument the index of the parameter it is bound to.
struct CallCandidate {
    let callee: Callee
    let binding: [Int]
}

extension Expr {
    /// Whether the expression is a string literal, interpolated or not.
    var isStringLiteral: Bool {
        switch kind {
        case .literal(.string), .interpolation: true
        default: false
        }
    }

    /// Whether the call site knows its overloads for the receiver type `key`.
    func hasCallCandidates(for key: ObjectIdentifier) -> Bool {
        callCache?.key == key
    }
}
