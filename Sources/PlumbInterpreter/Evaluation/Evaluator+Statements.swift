/// How a statement ended.
enum Flow {
    case normal
    case returned(Value)
    case broke(label: String?)
    case continued(label: String?)
    case fellThrough
}

/// Executing statements: declarations, control flow, loops, `defer`.
extension Evaluator {
    func execute(_ block: Block, in frame: Frame) throws -> Flow {
        let scope = block.frame(inside: frame)
        return try execute(block.statements, in: scope)
    }

    func execute(_ statements: [Stmt], in frame: Frame) throws -> Flow {
        var deferred: [Block] = []
        defer {
            for block in deferred.reversed() { _ = try? execute(block, in: frame) }
        }
        for stmt in statements {
            if case .deferStatement(let block) = stmt.kind {
                deferred.append(block)
                continue
            }
            let flow = try execute(stmt, in: frame)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ stmt: Stmt, in frame: Frame) throws -> Flow {
        try tick(stmt.position)
        switch stmt.kind {
        case .expression(let expr):
            _ = try evaluate(expr, frame)
        case .declaration(let pattern, let initializer, let type):
            var value: Value = type?.isOptional == true ? .optional(nil) : .void
            if let initializer {
                value = try evaluate(initializer, frame, type)
                if let type {
                    // A closure called where it is written (`let y: CGFloat = { switch … { case .top: return 0 … } }()`)
                    // returns what Swift types from the declaration, as a function declaring that result would.
                    if case .call(let callee, _) = initializer.kind, case .closure = callee.kind {
                        value = try convertReturned(value, to: type, at: initializer.position)
                    } else {
                        value = try convert(value, to: type, context: "specified type", at: initializer.position)
                    }
                }
            }
            guard try match(pattern, value, frame) else {
                throw Fault(.invalid("the value does not match the declaration's pattern"), at: stmt.position)
            }
        case .localFunction(let slot, let function):
            guard slot < frame.count else { break }
            capturedFrames.insert(frame)
            frame[slot] = .function(Function(.user(function, receiver: nil, captured: frame)))
        case .ifStatement(let conditions, let then, let otherwise):
            let scope = then.frame(inside: frame)
            if try conditionsHold(conditions, scope) { return try execute(then.statements, in: scope) }
            if let otherwise { return try execute(otherwise, in: frame) }
        case .guardStatement(let conditions, let otherwise):
            if try !conditionsHold(conditions, frame) {
                let flow = try execute(otherwise, in: frame)
                if case .normal = flow {
                    throw Fault(.invalid("'guard' body must not fall through; use 'return', 'break' or 'continue'"), at: stmt.position)
                }
                return flow
            }
        case .switchStatement(let subject, let cases):
            return try executeSwitch(subject, cases, frame, at: stmt.position)
        case .forIn(let pattern, let sequence, let condition, let body, let label):
            return try executeFor(pattern, sequence, condition, body, label, frame)
        case .whileLoop(let conditions, let body, let label):
            loop: while true {
                try tick(stmt.position)
                let scope = body.frame(inside: frame)
                guard try conditionsHold(conditions, scope) else { break }
                switch loopControl(try execute(body.statements, in: scope), label: label) {
                case .next: continue
                case .stop: break loop
                case .exit(let flow): return flow
                }
            }
        case .repeatLoop(let body, let condition, let label):
            loop: repeat {
                try tick(stmt.position)
                switch loopControl(try execute(body, in: frame), label: label) {
                case .next: continue
                case .stop: break loop
                case .exit(let flow): return flow
                }
            } while try evaluateCondition(condition, frame)
        case .returnStatement(let value, let type):
            guard let value else { return .returned(.void) }
            var result = try evaluate(value, frame, type)
            if let type { result = try convertReturned(result, to: type, at: value.position) }
            return .returned(result)
        case .breakStatement(let label):
            return .broke(label: label)
        case .continueStatement(let label):
            return .continued(label: label)
        case .fallthroughStatement:
            return .fellThrough
        case .deferStatement:
            break  // collected by the enclosing statement list, which runs it on exit
        case .block(let block):
            return try execute(block, in: frame)
        case .throwStatement(let expr):
            let error = try evaluate(expr, frame)
            throw Fault(.uncaughtError(describe(error)), at: stmt.position, thrown: error)
        case .doCatch(let body, let catches):
            do {
                return try execute(body, in: frame)
            } catch let fault as Fault {
                guard let error = fault.thrown, let (matched, scope) = try matchingCase(catches, error, frame, at: stmt.position) else {
                    throw fault
                }
                return try execute(matched.body.statements, in: scope)
            }
        }
        return .normal
    }
}

/// What a loop does after one run of its body.
enum LoopControl {
    case next
    case stop
    /// Leave the loop and pass the flow outward (`return`, or `break`/`continue` of an outer label).
    case exit(Flow)
}

extension Evaluator {
    func loopControl(_ flow: Flow, label: String?) -> LoopControl {
        switch flow {
        case .normal: return .next
        case .continued(let target) where target == nil || target == label: return .next
        case .broke(let target) where target == nil || target == label: return .stop
        default: return .exit(flow)
        }
    }

    private func executeFor(
        _ pattern: Pattern, _ sequence: Expr, _ condition: Expr?, _ body: Block, _ label: String?, _ frame: Frame
    ) throws -> Flow {
        let elements = try iterate(try evaluate(sequence, frame), at: sequence.position)
        var flow = Flow.normal
        try elements.forEach(evaluator: self, at: sequence.position) { element in
            let scope = body.frame(inside: frame)
            guard try match(pattern, element, scope) else { return true }
            if let condition, try !evaluateCondition(condition, scope) { return true }
            switch loopControl(try execute(body.statements, in: scope), label: label) {
            case .next: return true
            case .stop: return false
            case .exit(let exit):
                flow = exit
                return false
            }
        }
        return flow
    }

    private func executeSwitch(_ subject: Expr, _ cases: [SwitchCase], _ frame: Frame, at position: SourcePosition) throws -> Flow {
        let value = try evaluate(subject, frame)
        guard let (matched, scope) = try matchingCase(cases, value, frame, at: position),
              var index = cases.firstIndex(where: { $0.position == matched.position }) else {
            throw Fault(.invalid("no case of the switch matches \(describeForDebugging(value))"), at: position)
        }
        var flow = try execute(matched.body.statements, in: scope)
        while case .fellThrough = flow, index + 1 < cases.count {
            index += 1
            flow = try execute(cases[index].body, in: frame)
        }
        switch flow {
        case .broke(nil), .fellThrough: return .normal
        default: return flow
        }
    }

    /// The first case whose pattern (and `where` clause) matches, with the frame its bindings went into.
    func matchingCase(_ cases: [SwitchCase], _ value: Value, _ frame: Frame, at position: SourcePosition) throws -> (SwitchCase, Frame)? {
        for switchCase in cases {
            let scope = switchCase.body.frame(inside: frame)
            if switchCase.isDefault { return (switchCase, scope) }
            for item in switchCase.patterns where try match(item.pattern, value, scope) {
                if let condition = item.guard, try !evaluateCondition(condition, scope) { continue }
                return (switchCase, scope)
            }
        }
        return nil
    }

    /// Evaluates `if`/`guard`/`while` conditions left to right, binding into `frame`.
    func conditionsHold(_ conditions: [Condition], _ frame: Frame) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard try evaluateCondition(expr, frame) else { return false }
            case .optionalBinding(let pattern, let expr):
                switch try evaluate(expr, frame) {
                case .optional(nil): return false
                case .optional(let wrapped?): guard try match(pattern, wrapped, frame) else { return false }
                case let value: guard try match(pattern, value, frame) else { return false }
                }
            case .matching(let pattern, let expr):
                guard try match(pattern, try evaluate(expr, frame), frame) else { return false }
            }
        }
        return true
    }

    /// Matches `value` against `pattern`, binding names into `frame`.
    func match(_ pattern: Pattern, _ value: Value, _ frame: Frame) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .bind(let index):
            guard index < frame.count else { return false }
            frame[index] = value
            return true
        case .expression(let expr):
            let candidate = try evaluate(expr, frame, typeRef(of: value))
            if case .range(let range) = candidate, !value.isRange { return range.contains(value) }
            return candidate == value
        case .tuple(let patterns):
            guard case .tuple(let tuple) = value, tuple.elements.count == patterns.count else { return false }
            for (pattern, element) in zip(patterns, tuple.elements) where try !match(pattern, element, frame) { return false }
            return true
        case .some(let inner):
            switch value {
            case .optional(nil): return false
            case .optional(let wrapped?): return try match(inner, wrapped, frame)
            default: return try match(inner, value, frame)
            }
        case .isType(let type, let inner):
            guard let converted = coerce(value.unwrappedOptional, to: type), !converted.isNil else { return false }
            return try inner.map { try match($0, converted, frame) } ?? true
        case .enumCase(let name, let arguments, let position):
            return try matchCase(name, arguments, value, frame, at: position)
        }
    }

    private func matchCase(
        _ name: String, _ arguments: [(label: String?, pattern: Pattern)]?, _ value: Value, _ frame: Frame, at position: SourcePosition
    ) throws -> Bool {
        switch value {
        case .optional(nil):
            return name == "none"
        case .optional(let wrapped?):
            if name == "some" {
                guard let inner = arguments?.first?.pattern else { return true }
                return try match(inner, wrapped, frame)
            }
            return try matchCase(name, arguments, wrapped, frame, at: position)
        case .enumCase(let enumValue):
            guard enumValue.name == name else { return false }
            guard let arguments else { return true }
            let payload = enumValue.payload.elements
            if arguments.count == 1, payload.count > 1 {
                return try match(arguments[0].pattern, .tuple(enumValue.payload), frame)
            }
            guard arguments.count == payload.count else { return false }
            for (argument, element) in zip(arguments, payload) where try !match(argument.pattern, element, frame) { return false }
            return true
        default:
            guard arguments == nil, let type = typeRef(of: value) else { return false }
            return try staticMember(name, of: type, at: position) == value
        }
    }
}

extension Value {
    var isRange: Bool {
        if case .range = self { return true }
        return false
    }

    /// Whether the value is `nil`.
    public var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }

    /// The wrapped value of a non-nil optional, the value itself otherwise.
    var unwrappedOptional: Value {
        if case .optional(let wrapped?) = self { return wrapped.unwrappedOptional }
        return self
    }
}
