/// The dynamic types of values, and the conversions Swift makes where a type is known: wrapping into optionals,
/// array literals into sets, and the checks behind argument and return types.
extension Evaluator {
    /// The type whose members a value has.
    func typeInfo(of value: Value) -> TypeInfo? {
        let builtins = library.builtins
        switch value {
        case .void: return builtins.void
        case .bool: return builtins.bool
        case .int: return builtins.int
        case .double: return builtins.double
        case .string: return builtins.string
        case .array: return builtins.array
        case .dictionary: return builtins.dictionary
        case .set: return builtins.set
        case .tuple: return builtins.tuple
        case .optional: return builtins.optional
        case .range: return builtins.range
        case .instance(let instance): return instance.type
        case .enumCase(let enumValue): return enumValue.type
        case .native(let object): return object.type
        case .function: return builtins.function
        case .keyPath: return builtins.keyPath
        case .binding: return builtins.binding
        case .type: return nil
        }
    }

    /// The type whose static members and initializers a type reference has.
    func typeInfo(for type: TypeRef) -> TypeInfo? {
        let builtins = library.builtins
        switch type {
        case .named(let info): return info
        case .array: return builtins.array
        case .dictionary: return builtins.dictionary
        case .set: return builtins.set
        case .range: return builtins.range
        case .optional: return builtins.optional
        case .binding: return builtins.binding
        case .tuple: return builtins.tuple
        case .function: return builtins.function
        case .unknown, .unmodelled: return nil
        }
    }

    /// A value's type as a contextual type for what is compared with or assigned to it.
    func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .optional(let wrapped?): return typeRef(of: wrapped).map(TypeRef.optional)
        case .optional(nil), .type: return nil
        case .array(let elements): return .array(elements.first.flatMap(typeRef(of:)) ?? .unknown)
        case .set(let set): return .set(set.elements.first.flatMap(typeRef(of:)) ?? .unknown)
        default: return typeInfo(of: value).map(TypeRef.named)
        }
    }

    /// The type's name as swiftc prints it in messages.
    func typeName(of value: Value) -> String {
        switch value {
        case .array(let elements): return "[\(elements.first.map(typeName(of:)) ?? "Any")]"
        case .optional(let wrapped?): return typeName(of: wrapped) + "?"
        case .optional(nil): return "Optional<Any>"
        case .tuple(let tuple): return "(" + tuple.elements.map(typeName(of:)).joined(separator: ", ") + ")"
        case .type(let type): return type.displayName + ".Type"
        case .binding(let binding): return "Binding<" + ((try? binding.get()).map(typeName(of:)) ?? "Any") + ">"
        case .void: return "()"
        default: return typeInfo(of: value)?.name ?? "Any"
        }
    }

    func isFloatingPoint(_ type: TypeRef) -> Bool {
        guard let info = type.namedType else { return false }
        let builtins = library.builtins
        return info === builtins.double || info === builtins.cgFloat || info === builtins.float
    }

    /// `value` as a value of `type`, or nil when it is not one.
    func coerce(_ value: Value, to type: TypeRef) -> Value? {
        switch type {
        case .unknown, .unmodelled:
            return value
        case .optional(let wrapped):
            if value.isOptional { return value }
            return coerce(value, to: wrapped).map { .optional($0) }
        case .array(let element):
            guard case .array(let elements) = value else { break }
            if case .tuple(_, let labels) = element, !labels.isEmpty { return .array(elements.map { coerce($0, to: element) ?? $0 }) }
            let hasIntegers = isFloatingPoint(element) && elements.contains { if case .int = $0 { true } else { false } }
            return hasIntegers ? .array(elements.map(Self.integerLiteralAsDouble)) : value
        case .dictionary:
            if case .dictionary = value { return value }
        case .set:
            if case .set = value { return value }
            if case .array(let elements) = value { return .set(SetValue(elements)) }
        case .tuple(let types, let labels):
            if types.isEmpty, case .void = value { return value }
            // `return (total, empty)` for a function returning `(total: Int, empty: Int)` takes the type's labels.
            if case .tuple(var tuple) = value, tuple.elements.count == types.count {
                if !labels.isEmpty { tuple.labels = labels }
                return .tuple(tuple)
            }
        case .function:
            switch value {
            case .function, .keyPath: return value
            default: break
            }
        case .binding:
            if case .binding = value { return value }
        case .range:
            if case .range = value { return value }
        case .named(let info):
            return fits(value, info) ? value : nil
        }
        return nil
    }

    /// An `Int` element reaching a `[CGFloat]` or `[Double]`: an integer literal whose floating-point type Swift
    /// would have inferred from the context (`indices.map { i in i == last ? 0 : gap(i) }` declared `-> [CGFloat]`),
    /// which a dynamically typed closure cannot know when it runs.
    private static func integerLiteralAsDouble(_ element: Value) -> Value {
        if case .int(let int) = element { return .double(Double(int)) }
        return element
    }

    private func fits(_ value: Value, _ type: TypeInfo) -> Bool {
        let builtins = library.builtins
        if type.isProtocol {
            guard let valueType = typeInfo(of: value) else { return false }
            return valueType === type || valueType.conformances.contains(type.name) || program.conforms(valueType, to: type.name)
        }
        switch value {
        case .double: return isFloatingPoint(.named(type))
        case .string: return type === builtins.string || type === builtins.character
        case .instance(let instance): return instance.type.isSubclass(of: type)
        case .enumCase(let enumValue): return enumValue.type === type
        case .native(let object): return object.type === type
        case .range: return type === builtins.range || type.name == "ClosedRange"
        default: return typeInfo(of: value) === type
        }
    }

    /// Converts a value where a type is declared, or reports a mismatch in swiftc's words.
    func convert(_ value: Value, to type: TypeRef, context: String, at position: SourcePosition) throws -> Value {
        if let converted = coerce(value, to: type) { return converted }
        if case .array(let elements) = value, case .named(let info) = type, !info.isNative, program.conforms(info, to: "OptionSet") {
            return try optionSet(elements, of: info, at: position)
        }
        throw Fault(.typeMismatch(have: typeName(of: value), expected: type.displayName, context: context), at: position)
    }

    /// The option set of type `type` whose bits are the union of `elements`' (`[.dough, .glaze]` where a `DonutLayer` is
    /// expected), made with its `init(rawValue:)`.
    func optionSet(_ elements: [Value], of type: TypeInfo, at position: SourcePosition) throws -> Value {
        var bits = 0
        for element in elements {
            guard case .int(let raw) = try member("rawValue", of: element, cache: nil, at: position) else {
                throw Fault(.typeMismatch(have: typeName(of: element), expected: type.name, context: "array literal element"), at: position)
            }
            bits |= raw
        }
        let argument = Argument(label: "rawValue", value: Expr(.literal(.int(bits)), at: position), isTrailingClosure: false)
        return try construct(.named(type), [argument], Frame.make(size: 0, parent: nil), at: position)
    }

    /// A function's result as its declared return type. An `Int` returned where a `Double` or `CGFloat` is declared is
    /// an integer literal Swift would have typed from the return type (`items.reduce(0) { $0 + $1.price }` over no
    /// items), which a dynamically typed call cannot know when it runs — as for array elements.
    func convertReturned(_ value: Value, to type: TypeRef, at position: SourcePosition) throws -> Value {
        // An `Int` never coerces to a floating-point type, so the literal case is decided first, with one coercion at most.
        if case .int(let int) = value {
            if isFloatingPoint(type) { return .double(Double(int)) }
            if case .optional(let wrapped) = type, isFloatingPoint(wrapped) { return .optional(.double(Double(int))) }
        }
        return try convert(value, to: type, context: "return type", at: position)
    }

    func evaluateCast(_ inner: Expr, _ type: TypeRef, _ kind: Expr.CastKind, _ frame: Frame, at position: SourcePosition) throws -> Value {
        switch kind {
        case .coerce:
            let value = try evaluate(inner, frame, type)
            return coerce(value, to: type) ?? value
        case .check:
            let value = try evaluate(inner, frame).unwrappedOptional
            return .bool(!value.isNil && coerce(value, to: type) != nil)
        case .conditional:
            let value = try evaluate(inner, frame).unwrappedOptional
            guard !value.isNil, let converted = coerce(value, to: type) else { return .optional(nil) }
            return .optional(converted)
        case .forced:
            let value = try evaluate(inner, frame).unwrappedOptional
            guard !value.isNil, let converted = coerce(value, to: type) else {
                throw Fault(.invalid("could not cast value of type '\(typeName(of: value))' to '\(type.displayName)'"), at: position)
            }
            return converted
        }
    }
}
