/// The order in which a call tries the overloads its labels fit, the first whose argument types fit being called:
/// the most specific first, as Swift ranks overloads (as far as the outcome here depends on it), so that no overload
/// wins by having been registered earlier. One overload goes before another by, in turn:
/// 1. being declared in the scene file, which keeps the file's order (a declaration of one's own module shadows
///    the framework's);
/// 2. argument by argument, the parameter that takes the argument's literal (an array or string literal, as swiftc
///    types one: ``takes(_:_:)``), then the parameter of the more specific type (``specificity(of:)``);
/// 3. fewer defaulted parameters left out (`f(x)` tries `f(_:)` before `f(_:y:)`);
/// 4. its signature's text, labels and types: a tie-break that depends on the overloads alone. Two overloads with
///    one signature are ambiguous (``NativeLibrary/ambiguousOverloads``).
struct OverloadRanking {
    /// `candidates` in the order a call tries them.
    static func ordered(_ candidates: [CallCandidate], for arguments: [Argument]) -> [CallCandidate] {
        guard candidates.count > 1 else { return candidates }
        let ranked = candidates.enumerated().map { OverloadRanking($1, position: $0, arguments: arguments) }
        return ranked.sorted(by: precedes).map(\.candidate)
    }

    let candidate: CallCandidate
    /// Where the candidate was in the list: the file's order among its own declarations.
    let position: Int
    let isNative: Bool
    /// For each argument in turn, the specificity of the parameter it is bound to (0 for one that does not take the
    /// argument's literal).
    let specificities: [Int]
    let defaultsLeftOut: Int

    init(_ candidate: CallCandidate, position: Int, arguments: [Argument]) {
        self.candidate = candidate
        self.position = position
        if case .native = candidate.callee.kind { isNative = true } else { isNative = false }
        let parameters = candidate.callee.parameters
        specificities = zip(arguments, candidate.binding).map { argument, index in
            Self.takes(parameters[index].type, argument.value) ? Self.specificity(of: parameters[index].type) : 0
        }
        let bound = Set(candidate.binding)
        defaultsLeftOut = parameters.indices.count { !bound.contains($0) && parameters[$0].hasDefault }
    }

    /// Whether `a` is tried before `b`.
    static func precedes(_ a: OverloadRanking, _ b: OverloadRanking) -> Bool {
        if a.isNative != b.isNative { return !a.isNative }
        if !a.isNative { return a.position < b.position }
        if a.specificities != b.specificities { return a.specificities.lexicographicallyPrecedes(b.specificities, by: >) }
        if a.defaultsLeftOut != b.defaultsLeftOut { return a.defaultsLeftOut < b.defaultsLeftOut }
        let (signatureA, signatureB) = (signature(a.candidate.callee.parameters), signature(b.candidate.callee.parameters))
        return signatureA != signatureB ? signatureA < signatureB : a.position < b.position
    }

    /// How specific a parameter type is, higher the more: a literal-only type (which takes only a literal), a
    /// concrete type, a type a literal of another type also converts to (a floating-point type takes an integer
    /// literal, `Character` a string literal), a protocol, then `Any` or a generic parameter; each before its optional.
    static func specificity(of type: TypeRef) -> Int {
        switch type {
        case .optional(let wrapped): return specificity(of: wrapped) - 1
        case .named(let info) where info.isLiteralOnly: return 10
        case .named(let info) where info.isProtocol: return 4
        case .named(let info) where ["Double", "CGFloat", "Float", "Character"].contains(info.name): return 6
        case .unknown, .unmodelled: return 2
        default: return 8
        }
    }

    /// Whether a parameter of `type` takes `argument` as far as its literal goes: an array literal where an array, a
    /// set or a type made from array literals (an option set) is expected, a string literal where a string, a
    /// character or a type made from string literals is; any other argument anywhere.
    static func takes(_ type: TypeRef, _ argument: Expr) -> Bool {
        switch (argument.kind, type) {
        case (_, .optional(let wrapped)): takes(wrapped, argument)
        case (_, .unknown), (_, .unmodelled): true
        case (_, .named(let info)) where info.isProtocol: true
        case (.array, .array), (.array, .set): true
        case (.array, .named(let info)): info.arrayLiteral != nil
        case (.array, _): false
        case (.literal(.string), .named(let info)), (.interpolation, .named(let info)):
            info.stringLiteral != nil || info.isLiteralOnly || info.name == "String" || info.name == "Character"
        case (.literal(.string), _), (.interpolation, _): false
        default: true
        }
    }

    /// The parameters' labels and types as Swift writes them (`_: Any, _: ColorScheme`).
    static func signature(_ parameters: [ParameterShape]) -> String {
        parameters.map { $0.labelText + " " + $0.type.displayName }.joined(separator: ", ")
    }
}
