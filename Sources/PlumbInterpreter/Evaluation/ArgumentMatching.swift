/// Matching a call's arguments to a callee's parameters by label, as Swift does: labels must match in order,
/// defaulted parameters may be skipped, a variadic parameter takes the unlabelled arguments after it, and an
/// unlabelled trailing closure goes to the next parameter that takes a function (forward scan).
extension Interpreter {
    /// For each parameter, the indices of the arguments bound to it; nil when the labels do not fit.
    /// With `strictClosures`, a trailing closure only matches a parameter declared as a function (not `Any`).
    func matchLabels(_ arguments: [Argument], _ parameters: [ParameterShape], strictClosures: Bool = false) -> [[Int]]? {
        var bindings = Array(repeating: [Int](), count: parameters.count)
        var next = 0
        var variadicOpen = false
        for (index, argument) in arguments.enumerated() {
            if variadicOpen, argument.label == nil, !argument.isTrailingClosure {
                bindings[next - 1].append(index)
                continue
            }
            variadicOpen = false
            var bound = false
            while next < parameters.count {
                let parameter = parameters[next]
                let fits = argument.isTrailingClosure && argument.label == nil
                    ? accepts(parameter, strictly: strictClosures)
                    : parameter.label == argument.label
                if fits {
                    bindings[next].append(index)
                    next += 1
                    variadicOpen = parameter.isVariadic
                    bound = true
                    break
                }
                guard parameter.hasDefault || parameter.isVariadic else { return nil }
                next += 1
            }
            if !bound { return nil }
        }
        for (parameter, bound) in zip(parameters, bindings) where bound.isEmpty && !parameter.hasDefault && !parameter.isVariadic {
            return nil
        }
        return bindings
    }

    private func accepts(_ parameter: ParameterShape, strictly: Bool) -> Bool {
        switch parameter.type.unwrapped {
        case .function: return true
        case .unknown: return !strictly
        default: return false
        }
    }

    /// Chooses the callee whose labels fit; among several, the first whose argument types fit too. A call site
    /// (`site`, with the receiver type as `key`) remembers which callees its labels fit.
    func select(
        _ makeCallees: @autoclosure () throws -> [Callee], _ arguments: [Argument], _ frame: Frame, name: String,
        site: (expr: Expr, key: ObjectIdentifier)? = nil, at position: SourcePosition
    ) throws -> (Callee, PreparedArguments) {
        let candidates: [CallCandidate]
        if let site, let cache = site.expr.callCache, cache.key == site.key {
            candidates = cache.candidates
        } else {
            let callees = try makeCallees()
            candidates = fittingCandidates(callees, arguments)
            if candidates.isEmpty { throw Fault(.argumentMismatch(labelMismatch(callees, arguments, name: name)), at: position) }
            if let site { site.expr.callCache = CallSiteCache(key: site.key, candidates: candidates) }
        }
        if candidates.count == 1, let only = candidates.first {
            return (only.callee, try evaluateArguments(arguments, only.bindings, only.callee.parameters, frame))
        }
        var firstFailure: Fault?
        for candidate in candidates {
            do {
                return (candidate.callee, try evaluateArguments(arguments, candidate.bindings, candidate.callee.parameters, frame))
            } catch let fault as Fault {
                firstFailure = firstFailure ?? fault
            }
        }
        throw firstFailure ?? Fault(.argumentMismatch("no exact matches in call to \(name)"), at: position)
    }

    /// The callees whose labels fit the arguments, a trailing closure going only to a function parameter if any
    /// callee allows that.
    private func fittingCandidates(_ callees: [Callee], _ arguments: [Argument]) -> [CallCandidate] {
        let strict = callees.compactMap { callee in
            matchLabels(arguments, callee.parameters, strictClosures: true).map { CallCandidate(callee: callee, bindings: $0) }
        }
        if !strict.isEmpty { return strict }
        return callees.compactMap { callee in matchLabels(arguments, callee.parameters).map { CallCandidate(callee: callee, bindings: $0) } }
    }

    /// Matches and evaluates the arguments for a single callee.
    func prepare(_ callee: Callee, _ arguments: [Argument], _ frame: Frame, name: String, at position: SourcePosition) throws -> PreparedArguments {
        try select([callee], arguments, frame, name: name, at: position).1
    }

    private func evaluateArguments(_ arguments: [Argument], _ bindings: [[Int]], _ parameters: [ParameterShape], _ frame: Frame) throws -> PreparedArguments {
        var prepared = PreparedArguments(values: [])
        prepared.values.reserveCapacity(parameters.count)
        for (index, parameter) in parameters.enumerated() {
            let bound = bindings[index]
            if parameter.isVariadic {
                prepared.values.append(.array(try bound.map { try evaluateArgument(arguments[$0], parameter, frame) }))
            } else if let argumentIndex = bound.first {
                let argument = arguments[argumentIndex]
                if parameter.isInout {
                    guard case .inoutArgument(let target) = argument.value.kind else {
                        throw Fault(.invalid("passing value to an 'inout' parameter requires explicit '&'"), at: argument.value.position)
                    }
                    prepared.inouts.append((index, target))
                }
                prepared.values.append(try evaluateArgument(argument, parameter, frame))
            } else {
                switch parameter.defaultArgument {
                case .value(let value): prepared.values.append(value)
                case .thunk(let thunk): prepared.values.append(try callThunk(thunk, at: thunk.position))
                case .none: prepared.values.append(.void)
                }
            }
        }
        return prepared
    }

    private func evaluateArgument(_ argument: Argument, _ parameter: ParameterShape, _ frame: Frame) throws -> Value {
        let value = try evaluate(argument.value, frame, parameter.type)
        return try convert(value, to: parameter.type, context: "expected argument type", at: argument.value.position)
    }

    /// swiftc's wording for labels that fit no candidate.
    private func labelMismatch(_ callees: [Callee], _ arguments: [Argument], name: String) -> String {
        let have = arguments.filter { !$0.isTrailingClosure || $0.label != nil }.map { ($0.label ?? "_") + ":" }.joined()
        guard callees.count == 1, let callee = callees.first else {
            let expected = callees.map { "(" + $0.parameters.map(\.labelText).joined() + ")" }
            return "no exact matches in call to \(name) with arguments (\(have)); expected one of: " + expected.joined(separator: ", ")
        }
        let parameters = callee.parameters
        let labels = Set(parameters.compactMap(\.label))
        let plain = arguments.filter { !$0.isTrailingClosure }
        if plain.count == parameters.count, plain.count > 0 {
            let expected = parameters.map(\.labelText).joined()
            if plain.count == 1, let label = plain[0].label, parameters[0].label == nil {
                return "extraneous argument label '\(label):' in call"
            }
            if plain.count == 1, plain[0].label == nil, let label = parameters[0].label {
                return "missing argument label '\(label):' in call"
            }
            return "incorrect argument label\(plain.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"
        }
        if plain.contains(where: { $0.label.map { !labels.contains($0) } ?? false }) {
            if plain.count > parameters.count, let extra = plain.last?.label { return "extra argument '\(extra)' in call" }
            let expected = parameters.map(\.labelText).joined()
            return "incorrect argument label\(plain.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"
        }
        if plain.count > parameters.count { return "extra argument in call" }
        let provided = Set(plain.compactMap(\.label))
        if let missing = parameters.first(where: { !$0.hasDefault && !$0.isVariadic && !provided.contains($0.label ?? "_") && !$0.type.isFunction }) {
            return missing.label.map { "missing argument for parameter '\($0)' in call" } ?? "missing argument for parameter #\((parameters.firstIndex { $0.name == missing.name } ?? 0) + 1) in call"
        }
        return "no exact matches in call to \(name) with arguments (\(have)); expected (\(parameters.map(\.labelText).joined()))"
    }
}
