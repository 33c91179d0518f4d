/// Evaluating expressions. `expected` is the contextual type: it types integer literals, resolves implicit
/// members (`.leading`) and marks closures passed to result-builder parameters.
extension Evaluator {
    func evaluate(_ expr: Expr, _ frame: Frame, _ expected: TypeRef? = nil) throws -> Value {
        switch expr.kind {
        case .literal(let value):
            if case .int(let int) = value, let expected, isFloatingPoint(expected) { return .double(Double(int)) }
            if case .string(let text) = value, case .named(let type)? = expected, let make = type.stringLiteral {
                return try runNative(at: expr.position) { try make([StringLiteralPiece(text: text, isInterpolated: false)]) }
            }
            return value
        case .local(let depth, let index):
            let home = depth == 0 ? frame : frame.ancestor(depth)
            guard index < home.count else { throw Fault(.invalid("internal error: variable slot out of range"), at: expr.position) }
            return home[index]
        case .member(let base, let name, let cache):
            let value = try evaluate(base, frame, base.isImplicitMemberChain ? expected : nil)
            return try member(name, of: value, cache: cache, at: expr.position)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, frame, expected, at: expr.position, site: expr)
        case .binary(let op, let lhs, let rhs):
            return try evaluateBinary(op, lhs, rhs, frame, expected, at: expr.position)
        case .interpolation(let parts):
            if case .named(let type)? = expected, let make = type.stringLiteral {
                var length = 0
                let pieces = try parts.map { part in
                    let piece: StringLiteralPiece
                    switch part {
                    case .text(let text):
                        piece = StringLiteralPiece(text: text, isInterpolated: false)
                    case .value(let expr):
                        let value = try evaluate(expr, frame)
                        piece = StringLiteralPiece(text: describe(value), isInterpolated: true, value: value)
                    case .formatted:
                        piece = StringLiteralPiece(text: try interpolated(part, frame), isInterpolated: true)
                    }
                    length += piece.text.utf8.count
                    try checkStringLength(length, at: expr.position)
                    return piece
                }
                try allocate(bytes: length, at: expr.position)
                return try runNative(at: expr.position) { try make(pieces) }
            }
            return .string(try interpolate(parts, frame, at: expr.position))
        case .array(let elements):
            return try evaluateArrayLiteral(elements, frame, expected, at: expr.position)
        case .dictionary(let pairs):
            try allocate(pairs.count, at: expr.position)
            var keyType: TypeRef?
            var valueType: TypeRef?
            if case .dictionary(let key, let value) = expected?.unwrapped { (keyType, valueType) = (key, value) }
            var dictionary = DictionaryValue()
            for pair in pairs {
                dictionary[try evaluate(pair.key, frame, keyType)] = try evaluate(pair.value, frame, valueType)
            }
            return .dictionary(dictionary)
        case .tuple(let elements, let labels):
            var types: [TypeRef] = []
            if case .tuple(let expectedTypes, _) = expected?.unwrapped, expectedTypes.count == elements.count { types = expectedTypes }
            let values = try elements.indices.map { try evaluate(elements[$0], frame, types.isEmpty ? nil : types[$0]) }
            return .tuple(TupleValue(values, labels: labels))
        case .global(let global):
            return try value(of: global, at: expr.position)
        case .function(let name):
            return try freeFunctionValue(name, at: expr.position)
        case .type(let type):
            return .type(type)
        case .implicitMember(let name, let cache):
            // `Optional.none` where an optional is expected (`.lineLimit(.none)`), as Swift prefers it.
            if name == "none", case .optional? = expected { return .optional(nil) }
            if case .unmodelled? = expected?.unwrapped { return .optional(nil) }
            if let zero = cache.genericZero, contextualType(expected) == nil { return zero }
            guard let type = implicitMemberBase(name, expected, cache) else {
                throw Fault(.invalid("cannot infer contextual base in reference to member '\(name)'"), at: expr.position)
            }
            return try staticMember(name, of: type, cache: cache, at: expr.position)
        case .optionalChainLink(let inner):
            switch try evaluate(inner, frame) {
            case .optional(nil): throw OptionalChainEnded()
            case .optional(let wrapped?): return wrapped
            case let value: return value
            }
        case .optionalChain(let inner):
            do {
                let value = try evaluate(inner, frame, expected?.unwrapped)
                if case .optional = value { return value }
                return .optional(value)
            } catch is OptionalChainEnded {
                return .optional(nil)
            }
        case .subscriptCall(let base, let arguments):
            let value = try evaluate(base, frame)
            return try subscriptGet(value, arguments, frame, at: expr.position)
        case .forceUnwrap(let inner):
            switch try evaluate(inner, frame, expected.map(TypeRef.optional)) {
            case .optional(nil): throw Fault(.unexpectedNil, at: expr.position)
            case .optional(let wrapped?): return wrapped
            case let value: return value
            }
        case .prefix(let op, let operand):
            return try evaluatePrefix(op, operand, frame, expected, at: expr.position)
        case .assign(let target, let op, let value):
            try evaluateAssignment(target, op, value, frame, at: expr.position)
            return .void
        case .ternary(let condition, let then, let otherwise):
            let context = expected ?? literalContext([then, otherwise])
            return try evaluateCondition(condition, frame) ? try evaluate(then, frame, context) : try evaluate(otherwise, frame, context)
        case .cast(let inner, let type, let kind):
            return try evaluateCast(inner, type, kind, frame, at: expr.position)
        case .closure(let function):
            capturedFrames.insert(frame)
            return .function(Function(.user(function, receiver: nil, captured: frame), builder: expected?.builder))
        case .keyPath(let path):
            return .keyPath(path)
        case .inoutArgument(let inner):
            return try evaluate(inner, frame, expected)
        case .statement(let stmt):
            return try valueOfStatement(stmt, frame, expected)
        case .tryExpression(let inner, let kind):
            do {
                let value = try evaluate(inner, frame, kind == .optional ? expected?.unwrapped : expected)
                if kind == .optional, !value.isOptional { return .optional(value) }
                return value
            } catch let fault as Fault where fault.thrown != nil && kind != .plain {
                guard kind == .forced, let error = fault.thrown else { return .optional(nil) }
                throw Fault(.invalid("'try!' expression unexpectedly raised an error: \(describe(error))"), at: expr.position)
            }
        case .discard:
            return .void
        case .failing(let kind):
            throw Fault(kind, at: expr.position)
        }
    }

    /// Evaluates a condition, which must be a `Bool`.
    func evaluateCondition(_ expr: Expr, _ frame: Frame) throws -> Bool {
        let value = try evaluate(expr, frame, .named(library.builtins.bool))
        guard case .bool(let bool) = value else {
            throw Fault(.typeMismatch(have: typeName(of: value), expected: "Bool", context: "expected condition type"), at: expr.position)
        }
        return bool
    }

    private func evaluateArrayLiteral(_ elements: [Expr], _ frame: Frame, _ expected: TypeRef?, at position: SourcePosition) throws -> Value {
        try allocate(elements.count, at: position)
        if case .named(let type)? = expected?.unwrapped, let make = type.arrayLiteral {
            let values = try elements.map { try evaluate($0, frame, .named(type)) }
            return try runNative(at: position) { try make(values) }
        }
        var elementType = literalContext(elements)
        switch expected?.unwrapped {
        case .array(let element), .set(let element): elementType = element
        default: break
        }
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            let value = try evaluate(element, frame, elementType)
            if elementType == nil { elementType = typeRef(of: value) }
            values.append(value)
        }
        if case .set = expected?.unwrapped { return .set(SetValue(values)) }
        if let elementType { values = values.map { coerce($0, to: elementType) ?? $0 } }
        return .array(values)
    }

    private func interpolate(_ parts: [Expr.InterpolationPart], _ frame: Frame, at position: SourcePosition) throws -> String {
        var result = ""
        for part in parts {
            result += try interpolated(part, frame)
            try checkStringLength(result.utf8.count, at: position)
        }
        try allocate(bytes: result.utf8.count, at: position)
        return result
    }

    /// The text of one part of an interpolated string: a literal part as written, a value as it prints
    /// (`\(value, specifier: "%.1f")` formatted; nothing when the specifier is no string).
    private func interpolated(_ part: Expr.InterpolationPart, _ frame: Frame) throws -> String {
        switch part {
        case .text(let text):
            return text
        case .value(let expr):
            return describe(try evaluate(expr, frame))
        case .formatted(let expr, let specifier):
            let value = try evaluate(expr, frame)
            guard case .string(let format) = try evaluate(specifier, frame) else { return "" }
            return FormatString.specifier(format, value, describe: describe) ?? describe(value)
        }
    }

    /// `Double` when integer and floating-point literals meet without a contextual type (`flag ? 1 : 2.5`,
    /// `[1, 2.5]`), as Swift infers it.
    private func literalContext(_ exprs: [Expr]) -> TypeRef? {
        guard exprs.contains(where: \.isFloatLiteral), exprs.contains(where: \.isIntegerLiteral) else { return nil }
        return .named(library.builtins.double)
    }

    /// The value of a global or static stored property, initialized on first use.
    func value(of variable: LazyVariable, at position: SourcePosition) throws -> Value {
        if let value = variable.value, !variable.isComputed { return value }
        guard let initializer = variable.initializer else {
            throw Fault(.invalid("\(variable.description) used before being initialized"), at: position)
        }
        if variable.isInitializing { throw Fault(.invalid("\(variable.description) is initialized in terms of itself"), at: position) }
        variable.isInitializing = true
        defer { variable.isInitializing = false }
        let value = try callThunk(initializer, at: position)
        if !variable.isComputed { variable.value = value }
        return value
    }

    /// A free function (user or native) used as a value rather than called.
    private func freeFunctionValue(_ name: String, at position: SourcePosition) throws -> Value {
        let callees = freeFunctionCallees(named: name)
        if callees.count > 1 { return .function(Function(.overloads(name: name, callees, receiver: nil))) }
        if let function = program.functions[name]?.first { return .function(Function(.user(function, receiver: nil, captured: nil))) }
        if let native = library.functions[name]?.first { return .function(Function(.native(native, receiver: nil))) }
        throw Fault(.cannotFind(name: name, isType: false, suggestion: nil), at: position)
    }

    /// The type an implicit member expression is looked up in.
    func contextualType(_ expected: TypeRef?) -> TypeRef? {
        switch expected {
        case .none, .unknown?: return nil
        case .optional(let wrapped)?:
            if case .unknown = wrapped { return expected }
            return wrapped
        case let type?: return type
        }
    }

    /// The type an implicit member `.name` is a member of: its contextual type — unless that is a protocol without
    /// such a member (a `CodingKey` parameter), which a conforming type's member is passed for — else the only type
    /// declaring it; `called` when the member is called (`.milliseconds(300)`).
    func implicitMemberBase(_ name: String, _ expected: TypeRef?, _ cache: MemberCache, called: Bool = false) -> TypeRef? {
        guard let type = contextualType(expected) else { return onlyTypeDeclaring(name, near: cache.scope, called: called) }
        if case .named(let info) = type, info.isProtocol, program.members(named: name, of: info, isStatic: true).isEmpty {
            return onlyTypeDeclaring(name, near: cache.scope, called: called) ?? type
        }
        return type
    }

    /// The one type with a static member or case called `name` — of the file's types, else of the library's — for
    /// an implicit member whose contextual type the interpreter cannot know: a native parameter of any type that
    /// Swift would type from another argument (`.focused($field, equals: .name)`, `.tag(.weekly)`), or a comparison
    /// with a `nil` of a native optional (`configuration.role == .destructive`). Nil when no type, or more than one,
    /// declares it. Of several of the file's types, the one nested in `scope` (the type whose code the site is in)
    /// is taken, if only one is; else the one type declaring it as a value rather than a method — as a method
    /// rather than a value when it is `called` (`.debounce(for: .milliseconds(300), …)` is no `UnitDuration`).
    func onlyTypeDeclaring(_ name: String, near scope: TypeInfo? = nil, called: Bool = false) -> TypeRef? {
        let key = ImplicitMemberKey(name: name, scope: scope.map(ObjectIdentifier.init), called: called)
        if let known = implicitMemberBases[key] { return known }
        let found = searchTypeDeclaring(name, near: scope, called: called)
        implicitMemberBases[key] = found
        return found
    }

    private func searchTypeDeclaring(_ name: String, near scope: TypeInfo?, called: Bool) -> TypeRef? {
        for types in [program.userTypes, Array(library.types.values)] {
            let declaring = types.filter { !$0.isProtocol && !program.members(named: name, of: $0, isStatic: true).isEmpty }
            if declaring.count == 1 { return .named(declaring[0]) }
            if declaring.count > 1 {
                let nested = declaring.filter { $0.parent != nil && $0.parent === scope }
                if nested.count == 1 { return .named(nested[0]) }
                // A value beats a factory method of the name (`ButtonRole.destructive` before `Alert.Button.destructive(_:)`),
                // unless it is called.
                let fitting = declaring.filter { type in
                    program.members(named: name, of: type, isStatic: true).contains { member in
                        if case .enumCase(let index) = member { return type.enumCases[index].parameters.isEmpty != called }
                        return member.isMethod == called
                    }
                }
                return fitting.count == 1 ? .named(fitting[0]) : nil
            }
        }
        return nil
    }

    /// `if`/`switch` used as an expression: the value of the chosen branch's last expression.
    func valueOfStatement(_ stmt: Stmt, _ frame: Frame, _ expected: TypeRef?) throws -> Value {
        switch stmt.kind {
        case .ifStatement(let conditions, let then, let otherwise):
            let scope = then.frame(inside: frame)
            if try conditionsHold(conditions, scope) { return try valueOfBlock(then.statements, scope, expected) }
            guard let otherwise else { return .void }
            return try valueOfStatement(otherwise, frame, expected)
        case .block(let block):
            let scope = block.frame(inside: frame)
            return try valueOfBlock(block.statements, scope, expected)
        case .switchStatement(let subject, let cases):
            let value = try evaluate(subject, frame)
            guard let (matched, scope) = try matchingCase(cases, value, frame, at: stmt.position) else { return .void }
            return try valueOfBlock(matched.body.statements, scope, expected)
        case .expression(let expr):
            return try evaluate(expr, frame, expected)
        default:
            if case .returned(let value) = try execute([stmt], in: frame) { return value }
            return .void
        }
    }

    private func valueOfBlock(_ statements: [Stmt], _ frame: Frame, _ expected: TypeRef?) throws -> Value {
        guard let last = statements.last else { return .void }
        let flow = try execute(Array(statements.dropLast()), in: frame)
        if case .returned(let value) = flow { return value }
        return try valueOfStatement(last, frame, expected)
    }
}

extension Value {
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

/// An implicit member's name and the type whose code it is written in.
struct ImplicitMemberKey: Hashable {
    let name: String
    let scope: ObjectIdentifier?
    let called: Bool
}
