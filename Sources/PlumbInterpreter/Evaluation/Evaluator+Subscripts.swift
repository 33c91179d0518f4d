/// Subscripts: arrays (with bounds checks), dictionaries (optional results, `default:`), bindings to them (a binding
/// to the element), those types declare (user subscripts, native ones), and `[keyPath:]`.
extension Evaluator {
    func subscriptGet(_ base: Value, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition) throws -> Value {
        if arguments.count == 1, arguments[0].label == "keyPath" {
            // `value[keyPath: path]`, which every type has.
            let path = try evaluate(arguments[0].value, frame)
            guard case .keyPath(let path) = path else {
                throw Fault(.typeMismatch(have: typeName(of: path), expected: "KeyPath", context: "expected argument type"), at: position)
            }
            return try apply(path, to: base, at: position)
        }
        switch base {
        case .array where isStandardSubscript(arguments), .dictionary where isStandardSubscript(arguments):
            let keys = try arguments.map { (label: $0.label, value: try evaluate($0.value, frame, elementContext($0, of: base))) }
            var copy = base
            return try modifySubscript(&copy, keys, frame, at: position) { $0 }
        case .binding(let binding) where isStandardSubscript(arguments):
            // `$model.items[index]`: a binding to the element, reading and writing through the collection's binding.
            let keys = try arguments.map { (label: $0.label, value: try evaluate($0.value, frame)) }
            return .binding(Binding(get: { [weak self] in
                guard let self else { return .void }
                var whole = try binding.get()
                return try modifySubscript(&whole, keys, frame, at: position) { $0 }
            }, set: { [weak self] element in
                guard let self else { return }
                var whole = try binding.get()
                try modifySubscript(&whole, keys, frame, at: position) { $0 = element }
                try binding.set(whole)
            }))
        default:
            let (callee, prepared, _) = try typeSubscript(of: base, arguments, frame, at: position)
            var receiver = base
            return try invoke(callee, receiver: &receiver, prepared, frame, at: position)
        }
    }

    /// Whether a key is an `Int` or a range of them, which Swift's strings are not indexed by (`String.Index` is).
    private static func isIntegerPosition(_ key: Value) -> Bool {
        switch key {
        case .int: true
        case .range(let range): [range.lower, range.upper].contains { if case .int? = $0 { true } else { false } }
        default: false
        }
    }

    /// Whether the arguments are those of a collection's own subscript — one unlabelled key, and a dictionary's
    /// `default:` — rather than one an extension declares (`words[safe: 1]`).
    private func isStandardSubscript(_ arguments: [Argument]) -> Bool {
        guard let first = arguments.first, first.label == nil else { return false }
        return arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "default")
    }

    /// The type an implicit member passed to a dictionary's subscript takes when lowering found none declared
    /// (`sizes[item, default: .zero]` in a closure given the dictionary): that of the dictionary's keys or values.
    private func elementContext(_ argument: Argument, of base: Value) -> TypeRef? {
        guard argument.value.isImplicitMemberChain, case .dictionary(let dictionary) = base else { return nil }
        let sample = argument.label == "default" ? dictionary.values.first : argument.label == nil ? dictionary.keys.first : nil
        return sample.flatMap(typeInfo(of:)).map(TypeRef.named)
    }

    /// Changes in place what `components` of a key path reach from `base` (`size[keyPath: \.width] += 1`).
    private func modifyPath<T>(
        _ components: ArraySlice<String>, of base: inout Value, at position: SourcePosition, _ body: (inout Value) throws -> T
    ) throws -> T {
        guard let first = components.first else { return try body(&base) }
        return try modifyMember(first, of: &base, at: position) { try modifyPath(components.dropFirst(), of: &$0, at: position, body) }
    }

    func modifySubscript<T>(
        _ base: inout Value, _ keys: [(label: String?, value: Value)], _ frame: Frame, at position: SourcePosition,
        _ body: (inout Value) throws -> T
    ) throws -> T {
        if keys.count == 1, keys[0].label == "keyPath" {
            // `value[keyPath: path] += 1`, which every type has.
            guard case .keyPath(let path) = keys[0].value else {
                throw Fault(.typeMismatch(have: typeName(of: keys[0].value), expected: "WritableKeyPath", context: "expected argument type"), at: position)
            }
            return try modifyPath(path.components[...], of: &base, at: position, body)
        }
        switch base {
        case .array(var array):
            guard keys.count == 1, keys[0].label == nil else { break }
            if case .range(let range) = keys[0].value {
                let bounds = try range.integerBounds(count: array.count, at: position)
                var slice = Value.array(Array(array[bounds]))
                let result = try body(&slice)
                if case .array(let replaced) = slice { array.replaceSubrange(bounds, with: replaced) }
                base = .array(array)
                return result
            }
            guard case .int(let index) = keys[0].value else {
                throw Fault(.typeMismatch(have: typeName(of: keys[0].value), expected: "Int", context: "expected argument type"), at: position)
            }
            guard array.indices.contains(index) else { throw Fault(.indexOutOfRange(index: index, count: array.count), at: position) }
            base = .void
            defer { base = .array(array) }
            return try body(&array[index])
        case .dictionary(var dictionary):
            guard let key = keys.first?.value, keys[0].label == nil else { break }
            let fallback = keys.count == 2 && keys[1].label == "default" ? keys[1].value : nil
            if dictionary[key] == nil { try allocate(1, at: position) }
            var value: Value = dictionary[key].map { fallback == nil ? .optional($0) : $0 } ?? fallback ?? .optional(nil)
            base = .void
            defer { base = .dictionary(dictionary) }
            let result = try body(&value)
            switch value {
            case .optional(nil) where fallback == nil: dictionary[key] = nil
            case .optional(let wrapped?) where fallback == nil: dictionary[key] = wrapped
            default: dictionary[key] = value
            }
            return result
        case .string where keys.first.map({ Self.isIntegerPosition($0.value) }) == true:
            throw Fault(.invalid(StringIndexMembers.integerSubscript), at: position)
        default:
            break
        }
        let arguments = keys.map { Argument(label: $0.label, value: Expr(.literal($0.value), at: position), isTrailingClosure: false) }
        let (callee, prepared, setter) = try typeSubscript(of: base, arguments, frame, at: position)
        var value = try invoke(callee, receiver: &base, prepared, frame, at: position)
        let result = try body(&value)
        if case .native(let method) = callee.kind, let assign = method.assign {
            var call = NativeCall(receiver: base, arguments: prepared.values, evaluator: self, position: position)
            try runNative(at: position) { try assign(&call, value) }
            base = call.receiver
            return result
        }
        guard let setter else { throw Fault(.invalid("cannot assign through subscript: subscript is get-only"), at: position) }
        let (_, setterFrame) = try invoke(setter, receiver: base, captured: nil, [value] + prepared.values, builder: nil, at: position)
        base = setterFrame[0]
        return result
    }

    private func typeSubscript(of base: Value, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition) throws -> (Callee, PreparedArguments, FunctionDecl?) {
        guard let type = typeInfo(of: base) else { throw Fault(.invalid("value of type '\(typeName(of: base))' has no subscripts"), at: position) }
        let subscripts = program.subscripts(of: type)
        let callees = subscripts.compactMap(Callee.init)
        guard !callees.isEmpty else { throw Fault(.invalid("value of type '\(type.name)' has no subscripts"), at: position) }
        let (callee, prepared) = try select(callees, arguments, frame, name: "subscript", at: position)
        var setter: FunctionDecl?
        for case .subscriptAccessor(let getter, let candidate) in subscripts {
            if case .user(let chosen) = callee.kind, chosen === getter { setter = candidate }
        }
        return (callee, prepared, setter)
    }
}

extension RangeValue {
    /// The array indices a range of integers selects, checked against `count`.
    func integerBounds(count: Int, at position: SourcePosition) throws -> Range<Int> {
        var low = 0
        var high = count
        if let lower {
            guard case .int(let value) = lower else { throw Fault(.invalid("array slices need integer bounds"), at: position) }
            low = value
        }
        if let upper {
            guard case .int(let value) = upper else { throw Fault(.invalid("array slices need integer bounds"), at: position) }
            guard !isClosed || value < Int.max else { throw Fault(.overflow(operator: "..."), at: position) }
            high = isClosed ? value + 1 : value
        }
        guard low <= high, low >= 0, high <= count else {
            throw Fault(.indexOutOfRange(index: low < 0 || low > count ? low : high - (isClosed ? 1 : 0), count: count), at: position)
        }
        return low..<high
    }
}
