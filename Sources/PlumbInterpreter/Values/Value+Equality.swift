/// Swift's `==` for interpreted values: structural for collections, tuples, user structs and enums (as synthesized
/// `Equatable` does); an optional equals its wrapped value; native payloads compare when they are `Hashable`.
extension Value: Hashable {
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a == b
        case (.set(let a), .set(let b)): return a == b
        case (.tuple(let a), .tuple(let b)): return a.elements == b.elements
        case (.optional(let a), .optional(let b)): return a == b
        case (.optional(let a), _): return a.map { $0 == rhs } ?? false
        case (_, .optional(let b)): return b.map { lhs == $0 } ?? false
        case (.range(let a), .range(let b)): return a.lower == b.lower && a.upper == b.upper && a.isClosed == b.isClosed
        case (.instance(let a), .instance(let b)):
            return a.type === b.type && a.fieldValues == b.fieldValues
        case (.enumCase(let a), .enumCase(let b)):
            return a.type === b.type && a.caseIndex == b.caseIndex && a.payload.elements == b.payload.elements
        case (.native(let a), .native(let b)):
            guard a.type === b.type, let x = a.payload as? AnyHashable, let y = b.payload as? AnyHashable else { return false }
            return x == y
        case (.type(let a), .type(let b)): return a.displayName == b.displayName
        case (.keyPath(let a), .keyPath(let b)): return a.components == b.components
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .void: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .int(let i): hasher.combine(Double(i))
        case .double(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .dictionary(let d): hasher.combine(d.count)
        case .set(let s): hasher.combine(s.count)
        case .tuple(let t): hasher.combine(t.elements)
        case .optional(let o): if let o { o.hash(into: &hasher) } else { hasher.combine(-1) }
        case .range(let r): hasher.combine(r.lower); hasher.combine(r.upper)
        case .instance(let i): hasher.combine(ObjectIdentifier(i.type)); hasher.combine(i.fieldValues)
        case .enumCase(let e): hasher.combine(ObjectIdentifier(e.type)); hasher.combine(e.caseIndex)
        case .native(let n): hasher.combine(ObjectIdentifier(n.type)); hasher.combine(n.payload as? AnyHashable)
        case .type(let t): hasher.combine(t.displayName)
        case .keyPath(let k): hasher.combine(k.components)
        case .function, .binding: hasher.combine(1)
        }
    }
}

extension Instance {
    /// The current values of the fields, reading through `@State` boxes and bindings.
    var fieldValues: [Value] {
        fields.map { field in
            switch field {
            case .plain(let value): return value
            case .state(let box), .shared(let box): return box.value
            case .binding(let binding): return (try? binding.get()) ?? .void
            }
        }
    }
}
