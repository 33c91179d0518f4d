/// The arguments a view is shown with when the file has no preview and the view cannot be made without arguments:
/// each parameter the memberwise initializer needs gets the emptiest value of its type — `0`, `""`, `false`, empty
/// collections, `nil`, an enumeration's first case without associated values, a `Binding.constant` of such a value,
/// a closure that does nothing (a builder closure: an empty block), the embedder's placeholder of a native type
/// (``NativeLibrary/placeholders``), a type made with no arguments (an `ObservableObject`'s `init()`) or, three levels
/// deep at most, a struct or class made with placeholders of its own. What Xcode would not
/// show at all is shown with these, and the embedder says so, naming them.
extension Evaluator {
    /// `type`'s instance made with placeholder arguments, and the arguments as Swift would spell them (`count: 0`);
    /// nil when no initializer has placeholders for all its parameters.
    func instantiateWithPlaceholders(_ type: TypeInfo) throws -> (instance: Value, arguments: [String])? {
        try instantiateWithPlaceholders(type, depth: 0)
    }

    private func instantiateWithPlaceholders(_ type: TypeInfo, depth: Int) throws -> (instance: Value, arguments: [String])? {
        guard type.kind == .structure || type.kind == .classType else { return nil }
        for parameters in initializerParameters(of: type) {
            var arguments: [CallArgument] = []
            for parameter in parameters where !parameter.hasDefault {
                guard let value = try placeholder(for: parameter.type, depth: depth) else { arguments = []; break }
                arguments.append(.value(value, label: parameter.label))
            }
            if !arguments.isEmpty {
                return (try instantiate(type, arguments), try arguments.map { "\($0.label ?? "_"): " + (try spelled($0.value)) })
            }
        }
        return nil
    }

    /// A placeholder as Swift would write it: `""`, `{}`, `.january`, `.constant(0)`.
    private func spelled(_ value: Value) throws -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .function: "{}"
        case .enumCase: "." + describe(value)
        case .binding(let binding): ".constant(\(try spelled(binding.get())))"
        default: describe(value)
        }
    }

    /// Why a view the file shows without a preview cannot be made: the parameters its initializer needs, for which
    /// there are no placeholders (a generic parameter's type is known only from a call).
    func noPlaceholders(for type: TypeInfo) -> Fault {
        let needed = initializerParameters(of: type).first.map { $0.filter { !$0.hasDefault }.map(\.labelText).joined() } ?? ""
        let generic = type.genericParameters.isEmpty ? "" : ", and a generic view's type parameters are known only from a call"
        return Fault(
            .invalid("no #Preview, and '\(type.name)(\(needed))' needs arguments that have no placeholder\(generic): add a #Preview { \(type.name)(…) } that passes them"),
            at: type.declaredPosition ?? 0
        )
    }

    /// The parameter lists a struct or class can be made with: a struct's memberwise initializer's (a `@Binding`
    /// property's a binding's), or its own initializers'.
    private func initializerParameters(of type: TypeInfo) -> [[ParameterShape]] {
        guard type.declaresInitializer || type.kind == .classType else { return [memberwiseParameters(of: type)] }
        return type.initializers.compactMap(Callee.init).map(\.parameters)
    }

    /// Whether `type` is a struct none of whose initializers can be called without arguments.
    func requiresArguments(_ type: TypeInfo) -> Bool {
        type.kind == .structure && !initializerParameters(of: type).contains { $0.allSatisfy(\.hasDefault) }
    }

    private func placeholder(for type: TypeRef, depth: Int) throws -> Value? {
        switch type {
        case .optional: return .optional(nil)
        case .array: return .array([])
        case .set: return .set(SetValue())
        case .dictionary: return .dictionary(DictionaryValue())
        case .range(let bound, let isClosed):
            guard let value = try placeholder(for: bound, depth: depth) else { return nil }
            return .range(RangeValue(lower: value, upper: value, isClosed: isClosed))
        case .binding(let value): return try placeholder(for: value, depth: depth).map { .binding(.constant($0)) }
        case .tuple(let elements, let labels):
            var values: [Value] = []
            for element in elements {
                guard let value = try placeholder(for: element, depth: depth) else { return nil }
                values.append(value)
            }
            return .tuple(TupleValue(values, labels: labels))
        case .function(let builder):
            // A builder closure (`@ViewBuilder content: () -> Content`) builds an empty block: an `EmptyView`.
            guard let builder else { return interpreter.nativeClosure { _ in .void } }
            return interpreter.nativeClosure { _ in try builder.buildBlock([]) }
        case .unknown: return nil
        case .unmodelled: return .optional(nil)
        case .named(let named): return try placeholder(for: named, depth: depth)
        }
    }

    private func placeholder(for type: TypeInfo, depth: Int) throws -> Value? {
        switch type.name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .int(0)
        case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
        case "String", "Substring": return .string("")
        case "Bool": return .bool(false)
        default: break
        }
        if let value = library.placeholders[type.name] { return value }
        if type.kind == .enumeration {
            guard let first = type.enumCases.first(where: { $0.parameters.isEmpty }) else { return nil }
            return try staticMember(first.name, of: .named(type), at: type.declaredPosition ?? 0)
        }
        guard depth < 3, type.kind != .protocolType else { return nil }
        if let made = try? instantiate(type) { return made }
        return try instantiateWithPlaceholders(type, depth: depth + 1)?.instance
    }
}
