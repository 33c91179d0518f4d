/// Matching a call's arguments to a callee's parameters by label, as Swift does: labels must match in order,
/// defaulted parameters may be skipped, a variadic parameter takes the unlabelled arguments after it, and an
/// unlabelled trailing closure goes to the next parameter that takes a function (forward scan, SE-0286) — passing
/// over a defaulted one when a later parameter needs a function argument (`sheet(isPresented:) { … }` fills
/// `content:`, not `onDismiss:`).
extension Evaluator {
    /// For each argument, the index of the parameter it is bound to (non-decreasing: arguments bind in order, the
    /// arguments of a variadic parameter share its index); nil when the labels do not fit.
    /// With `strictClosures`, a trailing closure only matches a parameter declared as a function (not `Any`).
    func matchLabels(_ arguments: [Argument], _ parameters: [ParameterShape], strictClosures: Bool = false) -> [Int]? {
        // Matched in a temporary buffer, made an array only when the labels fit: most overloads tried do not.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: arguments.count) { binding in
            var next = 0
            var variadicOpen = false
            for (position, argument) in arguments.enumerated() {
                if variadicOpen, argument.label == nil, !argument.isTrailingClosure {
                    binding[position] = next - 1
                    continue
                }
                variadicOpen = false
                var bound = false
                while next < parameters.count {
                    let fits = argument.isTrailingClosure && argument.label == nil
                        ? accepts(parameters[next], strictly: strictClosures)
                            && !(position == arguments.count - 1 && laterParameterNeedsTheClosure(parameters, after: next))
                        : parameters[next].label == argument.label
                    if fits {
                        binding[position] = next
                        variadicOpen = parameters[next].isVariadic
                        next += 1
                        bound = true
                        break
                    }
                    guard parameters[next].hasDefault || parameters[next].isVariadic else { return nil }
                    next += 1
                }
                if !bound { return nil }
            }
            // The parameters before `next` are bound or were skipped as defaulted; the rest must be optional too.
            for parameter in parameters[next...] where !parameter.hasDefault && !parameter.isVariadic {
                return nil
            }
            return Array(binding)
        }
    }

    /// SE-0286's heuristic: a defaulted parameter lets the last trailing closure go by when a later one must have a
    /// function argument (with labelled trailing closures after it, those fill the later parameters).
    private func laterParameterNeedsTheClosure(_ parameters: [ParameterShape], after index: Int) -> Bool {
        guard parameters[index].hasDefault else { return false }
        return parameters[(index + 1)...].contains { !$0.hasDefault && !$0.isVariadic && accepts($0, strictly: true) }
    }

    private func accepts(_ parameter: ParameterShape, strictly: Bool) -> Bool {
        switch parameter.type.unwrapped {
        case .function: return true
        case .unknown, .unmodelled: return !strictly
        default: return false
        }
    }

    /// Chooses the callee whose labels fit; among several, the first whose argument types fit too, in the order of
    /// ``OverloadRanking``. A call site
    /// (`site`, with the receiver type as `key`) remembers which callees its labels fit.
    func select(
        _ makeCallees: @autoclosure () throws -> [Callee], _ arguments: [Argument], _ frame: Frame, name: @autoclosure () -> String,
        site: (expr: Expr, key: ObjectIdentifier)? = nil, context: TypeRef? = nil, at position: SourcePosition
    ) throws -> (Callee, PreparedArguments) {
        let candidates: [CallCandidate]
        var cache: CallSiteCache?
        if let site, let known = site.expr.callCache, known.key == site.key {
            candidates = known.candidates
            cache = known
        } else {
            let callees = try makeCallees()
            candidates = OverloadRanking.ordered(fittingCandidates(callees, arguments), for: arguments)
            if candidates.isEmpty { throw Fault(.argumentMismatch(labelMismatch(callees, arguments, name: name())), at: position) }
            if let site {
                cache = CallSiteCache(key: site.key, candidates: candidates)
                site.expr.callCache = cache
            }
        }
        if candidates.count == 1 {
            // Read in place: a copy of the candidate would retain its callee, parameters and binding.
            return (candidates[0].callee, try evaluateArguments(arguments, candidates[0].binding, candidates[0].callee.parameters, frame, context: context)!)
        }
        // Several overloads fit the labels: the first (most specific) whose argument types fit too, trying the one
        // that fitted last at this site first. A type mismatch skips a candidate without building its error; when
        // none fits, the first candidate's error is the one reported.
        let preferred = cache?.lastFitting ?? 0
        var firstFault: Fault?
        for attempt in candidates.indices {
            // The preferred candidate, then the others in order.
            let index = attempt == 0 ? preferred : attempt <= preferred ? attempt - 1 : attempt
            do {
                if let prepared = try evaluateArguments(
                    arguments, candidates[index].binding, candidates[index].callee.parameters, frame, context: context, onMismatch: .skip
                ) {
                    cache?.lastFitting = index
                    return (candidates[index].callee, prepared)
                }
            } catch let fault as Fault where fault.thrown == nil {
                if index == 0 { firstFault = fault }
            }
        }
        if let firstFault { throw firstFault }
        let first = candidates[0]
        _ = try evaluateArguments(arguments, first.binding, first.callee.parameters, frame, context: context)
        throw Fault(.argumentMismatch("no exact matches in call to \(name())"), at: position)
    }

    /// The callees whose labels fit the arguments, a trailing closure going only to a function parameter if any
    /// callee allows that.
    private func fittingCandidates(_ callees: [Callee], _ arguments: [Argument]) -> [CallCandidate] {
        let strict = callees.compactMap { callee in
            matchLabels(arguments, callee.parameters, strictClosures: true).map { CallCandidate(callee: callee, binding: $0) }
        }
        if !strict.isEmpty { return strict }
        return callees.compactMap { callee in matchLabels(arguments, callee.parameters).map { CallCandidate(callee: callee, binding: $0) } }
    }

    /// Matches and evaluates the arguments for a single callee.
    func prepare(_ callee: Callee, _ arguments: [Argument], _ frame: Frame, name: @autoclosure () -> String, at position: SourcePosition) throws -> PreparedArguments {
        try select([callee], arguments, frame, name: name(), at: position).1
    }

    /// What an argument whose value does not fit its parameter's type does to a call: fail it with a type error,
    /// or (trying overloads) give up on the candidate without building an error nobody may read.
    private enum MismatchHandling {
        case fault, skip
    }

    /// Evaluates the arguments bound to each parameter (`binding`, from ``matchLabels``), filling in defaults; nil
    /// when an argument does not fit its parameter's type and `onMismatch` is `.skip`.
    /// `context` is the call's contextual type, which an implicit member passed for a parameter of any type takes:
    /// `let size: CGSize = sizes.reduce(.zero) { … }` infers `reduce`'s generic `Result` from it, as Swift does.
    private func evaluateArguments(
        _ arguments: [Argument], _ binding: [Int], _ parameters: [ParameterShape], _ frame: Frame, context: TypeRef?,
        onMismatch: MismatchHandling = .fault
    ) throws -> PreparedArguments? {
        var prepared = PreparedArguments(values: [])
        prepared.values.reserveCapacity(parameters.count)
        var nextArgument = 0
        // Parameters are read in place (`parameters[index].type`): a copy of each would retain all its fields.
        for index in parameters.indices {
            let first = nextArgument
            while nextArgument < binding.count, binding[nextArgument] == index { nextArgument += 1 }
            if parameters[index].isVariadic {
                var elements: [Value] = []
                for argument in arguments[first..<nextArgument] {
                    guard let element = try evaluateArgument(argument.value, parameters[index].type, frame, context: context, onMismatch) else {
                        return nil
                    }
                    elements.append(element)
                }
                prepared.values.append(.array(elements))
            } else if first < nextArgument {
                let argument = arguments[first].value
                if parameters[index].isInout {
                    guard case .inoutArgument(let target) = argument.kind else {
                        throw Fault(.invalid("passing value to an 'inout' parameter requires explicit '&'"), at: argument.position)
                    }
                    prepared.inouts.append((index, target))
                }
                guard let value = try evaluateArgument(argument, parameters[index].type, frame, context: context, onMismatch) else {
                    return nil
                }
                prepared.values.append(value)
            } else {
                switch parameters[index].defaultArgument {
                case .value(let value): prepared.values.append(value)
                case .thunk(let thunk): prepared.values.append(try callThunk(thunk, at: thunk.position))
                case .none: prepared.values.append(.void)
                }
            }
        }
        return prepared
    }

    private func evaluateArgument(
        _ argument: Expr, _ type: TypeRef, _ frame: Frame, context: TypeRef?, _ onMismatch: MismatchHandling
    ) throws -> Value? {
        // Among overloads, a literal-only type takes only a literal (`Text("**a**")` reads Markdown, `Text(name)` does
        // not), or an implicit member of it (`Text(.init(markdown))`): anything else is left to the next overload
        // unevaluated, so it is evaluated once.
        if onMismatch == .skip, case .named(let named) = type, named.isLiteralOnly, !argument.isStringLiteral, !argument.isImplicitMemberChain {
            return nil
        }
        let takesContext = if case .unknown = type, argument.isImplicitMemberChain { true } else { false }
        let value = try evaluate(argument, frame, takesContext ? context ?? type : type)
        if let converted = coerce(value, to: type) { return converted }
        if onMismatch == .skip { return nil }
        return try convert(value, to: type, context: "expected argument type", at: argument.position)
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
