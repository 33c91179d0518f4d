/// Operators with Swift's numeric rules: `Int` and `Double` (also `CGFloat`) do not mix, except that an integer
/// literal takes the other operand's type; integer arithmetic traps on overflow and division by zero.
extension Evaluator {
    func evaluateBinary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ frame: Frame, _ expected: TypeRef?, at position: SourcePosition) throws -> Value {
        try enterOperator(at: position)
        switch op.kind {
        case .and:
            return .bool(try evaluateCondition(lhs, frame) && evaluateCondition(rhs, frame))
        case .or:
            return .bool(try evaluateCondition(lhs, frame) || evaluateCondition(rhs, frame))
        case .coalesce:
            switch try evaluate(lhs, frame, expected.map(TypeRef.optional)) {
            case .optional(nil):
                // `Double(text) ?? 0`: the default takes the type the failable initializer makes.
                var type = expected
                if type == nil, case .call(let callee, _) = lhs.kind, case .type(let made) = callee.kind { type = made }
                return try evaluate(rhs, frame, type)
            case .optional(let wrapped?): return wrapped
            case let value: return value
            }
        case .halfOpenRange, .closedRange:
            // A range's bound type types its literal bounds (`let r: ClosedRange<Double> = 0...900`).
            let expectedBound: TypeRef? = if case .range(let bound, _)? = expected?.unwrapped { bound } else { nil }
            let lower = try bound(lhs, frame, expectedBound)
            let upper = try bound(rhs, frame, lower.flatMap(typeRef(of:)) ?? expectedBound)
            return .range(RangeValue(lower: lower, upper: upper, isClosed: op.kind == .closedRange))
        default:
            let left = try evaluate(lhs, frame, op.isArithmetic ? expected : nil)
            let context = rhs.isImplicitMemberChain ? operandType(of: op, after: left) ?? typeRef(of: left) : typeRef(of: left)
            let right = try evaluate(rhs, frame, context)
            return try applyBinary(op, left, right, lhsIsLiteral: lhs.isIntegerLiteral, rhsIsLiteral: rhs.isIntegerLiteral, at: position)
        }
    }

    /// The right operand's type that the native type of `current` declares for `op` in all its overloads: Swift types
    /// an implicit member on an operator's right by the operator (`date - .random(in: 60..<180)` and `date -= …` are
    /// `TimeInterval`s, as `Date`'s `-` takes one); nil when the type declares none or its overloads differ.
    func operandType(of op: BinaryOperator, after current: Value) -> TypeRef? {
        guard let type = typeInfo(of: current) else { return nil }
        var operand: TypeRef?
        for case .nativeMethod(let method) in program.members(named: op.name, of: type, isStatic: true) where method.parameters.count == 2 {
            let declared = method.parameters[1].type
            guard case .named = declared.unwrapped, operand == nil || operand?.displayName == declared.displayName else { return nil }
            operand = declared
        }
        return operand
    }

    /// A range bound; `.void` stands for the missing side of `...5` and `5...`.
    private func bound(_ expr: Expr, _ frame: Frame, _ expected: TypeRef?) throws -> Value? {
        if case .literal(.void) = expr.kind { return nil }
        return try evaluate(expr, frame, expected)
    }

    func applyBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, lhsIsLiteral: Bool = false, rhsIsLiteral: Bool = false, at position: SourcePosition) throws -> Value {
        var (left, right) = (lhs, rhs)
        if case .int(let value) = left, case .double = right, lhsIsLiteral { left = .double(Double(value)) }
        if case .double = left, case .int(let value) = right, rhsIsLiteral { right = .double(Double(value)) }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            return try integerOperation(op, a, b, at: position)
        case (.double(let a), .double(let b)):
            return try floatingOperation(op, a, b, at: position)
        case (.string(let a), .string(let b)):
            if op.kind == .add {
                try allocateString(a.utf8.count + b.utf8.count, at: position)
                return .string(a + b)
            }
            if let result = compare(op, a, b) { return .bool(result) }
        case (.array(let a), .array(let b)) where op.kind == .add:
            try allocate(a.count + b.count, at: position)
            return .array(a + b)
        case (.bool(let a), .bool(let b)):
            if op.kind == .equal { return .bool(a == b) }
            if op.kind == .notEqual { return .bool(a != b) }
        default:
            break
        }
        if let result = try userOperator(op, left, right, lhsIsLiteral: lhsIsLiteral, rhsIsLiteral: rhsIsLiteral, at: position) { return result }
        switch op.kind {
        case .identical, .notIdentical:
            do {
                let same = try ObjectIdentity.identity(of: left) == ObjectIdentity.identity(of: right)
                return .bool(op.kind == .identical ? same : !same)
            } catch let error as NativeError {
                throw Fault(error.kind, at: position)
            }
        case .equal: return .bool(left == right)
        case .notEqual: return .bool(!(left == right))
        case .pattern:
            if case .range(let range) = left { return .bool(range.contains(right)) }
            return .bool(left == right)
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            if let order = Self.order(left, right), let result = compare(op, order, 0) { return .bool(result) }
        default:
            break
        }
        throw Fault(.operandMismatch(operator: op.name, lhs: typeName(of: left), rhs: typeName(of: right)), at: position)
    }

    /// `lhs < rhs` for sorting: numbers, strings, tuples and enum cases directly, other values through their
    /// type's `<` (a `Comparable` conformance).
    func isLess(_ lhs: Value, _ rhs: Value, at position: SourcePosition) throws -> Bool {
        if let order = Self.order(lhs, rhs) { return order < 0 }
        guard case .bool(let less)? = try userOperator(.lessThan, lhs, rhs, at: position) else {
            throw Fault(.invalid("values of type '\(typeName(of: lhs))' are not comparable; declare '<' or use sorted(by:)"), at: position)
        }
        return less
    }

    /// An operator function of the file whose parameter types fit the operands: a `static func` of the left
    /// operand's type (or of a protocol it conforms to), or a top-level `func`. An integer literal operand takes a
    /// floating-point parameter's type.
    private func userOperator(
        _ op: BinaryOperator, _ lhs: Value, _ rhs: Value, lhsIsLiteral: Bool = false, rhsIsLiteral: Bool = false, at position: SourcePosition
    ) throws -> Value? {
        var candidates: [(callee: Callee, receiver: Value)] = []
        if let type = typeInfo(of: lhs) {
            for member in program.members(named: op.name, of: type, isStatic: true) {
                if let callee = Callee(member) { candidates.append((callee, .type(.named(type)))) }
            }
        }
        for function in program.functions[op.name] ?? [] {
            candidates.append((Callee(kind: .user(function), parameters: function.parameters), .void))
        }
        for (callee, receiver) in candidates where callee.parameters.count == 2 {
            guard let left = operand(lhs, isLiteral: lhsIsLiteral, for: callee.parameters[0].type),
                  let right = operand(rhs, isLiteral: rhsIsLiteral, for: callee.parameters[1].type) else { continue }
            var target = receiver
            return try invoke(callee, receiver: &target, PreparedArguments(values: [left, right]), Frame.make(size: 0, parent: nil), at: position)
        }
        return nil
    }

    private func operand(_ value: Value, isLiteral: Bool, for type: TypeRef) -> Value? {
        if isLiteral, case .int(let int) = value, isFloatingPoint(type) { return .double(Double(int)) }
        return coerce(value, to: type)
    }

    private func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool? {
        switch op.kind {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .greater: return a > b
        case .lessOrEqual: return a <= b
        case .greaterOrEqual: return a >= b
        default: return nil
        }
    }

    private func integerOperation(_ op: BinaryOperator, _ a: Int, _ b: Int, at position: SourcePosition) throws -> Value {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
            if result.overflow { throw Fault(.overflow(operator: op.name), at: position) }
            return .int(result.partialValue)
        }
        switch op.kind {
        case .add: return try checked(a.addingReportingOverflow(b))
        case .subtract: return try checked(a.subtractingReportingOverflow(b))
        case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
        case .divide, .remainder:
            if b == 0 { throw Fault(.divisionByZero, at: position) }
            return try checked(op.kind == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case .wrappingAdd: return .int(a &+ b)
        case .wrappingSubtract: return .int(a &- b)
        case .wrappingMultiply: return .int(a &* b)
        case .bitAnd: return .int(a & b)
        case .bitOr: return .int(a | b)
        case .bitXor: return .int(a ^ b)
        case .shiftLeft: return .int(a << b)
        case .shiftRight: return .int(a >> b)
        default:
            if let result = compare(op, a, b) { return .bool(result) }
            throw Fault(.invalid("binary operator '\(op.name)' cannot be applied to two 'Int' operands"), at: position)
        }
    }

    private func floatingOperation(_ op: BinaryOperator, _ a: Double, _ b: Double, at position: SourcePosition) throws -> Value {
        switch op.kind {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .remainder:
            throw Fault(.invalid("'%' is unavailable: For floating point numbers use truncatingRemainder instead"), at: position)
        default:
            if let result = compare(op, a, b) { return .bool(result) }
            throw Fault(.invalid("binary operator '\(op.name)' cannot be applied to two 'Double' operands"), at: position)
        }
    }

    /// The order of two comparable values (-1, 0, 1): numbers, strings, tuples, enum cases in declaration order.
    static func order(_ lhs: Value, _ rhs: Value) -> Int? {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b ? -1 : a == b ? 0 : 1
        case (.double(let a), .double(let b)): return a < b ? -1 : a == b ? 0 : 1
        case (.int(let a), .double(let b)): return order(.double(Double(a)), .double(b))
        case (.double(let a), .int(let b)): return order(.double(a), .double(Double(b)))
        case (.string(let a), .string(let b)): return a < b ? -1 : a == b ? 0 : 1
        case (.bool(let a), .bool(let b)): return a == b ? 0 : (!a ? -1 : 1)
        case (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a.elements, b.elements) {
                guard let result = order(x, y) else { return nil }
                if result != 0 { return result }
            }
            return a.elements.count < b.elements.count ? -1 : a.elements.count == b.elements.count ? 0 : 1
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type:
            if a.caseIndex != b.caseIndex { return a.caseIndex < b.caseIndex ? -1 : 1 }
            return order(.tuple(a.payload), .tuple(b.payload))
        case (.optional(let a?), _): return order(a, rhs)
        case (_, .optional(let b?)): return order(lhs, b)
        default: return nil
        }
    }

    func evaluatePrefix(_ op: String, _ operand: Expr, _ frame: Frame, _ expected: TypeRef?, at position: SourcePosition) throws -> Value {
        let value = try evaluate(operand, frame, op == "!" ? nil : expected)
        switch (op, value) {
        case ("-", .int(let int)):
            let (result, overflow) = Int(0).subtractingReportingOverflow(int)
            if overflow { throw Fault(.overflow(operator: "-"), at: position) }
            return .int(result)
        case ("-", .double(let double)): return .double(-double)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let bool)): return .bool(!bool)
        case ("~", .int(let int)): return .int(~int)
        default:
            throw Fault(.invalid("unary operator '\(op)' cannot be applied to an operand of type '\(typeName(of: value))'"), at: position)
        }
    }
}

extension RangeValue {
    /// Whether the range contains `value` (`~=` in patterns, `contains(_:)`).
    func contains(_ value: Value) -> Bool {
        if let lower, let order = Evaluator.order(value, lower), order < 0 { return false }
        if let upper, let order = Evaluator.order(value, upper) {
            return isClosed ? order <= 0 : order < 0
        }
        return true
    }
}
