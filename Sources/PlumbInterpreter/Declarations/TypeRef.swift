/// A type as the interpreter uses it: to give literals and implicit members (`.leading`) their contextual type, to
/// check arguments, and to wrap values into optionals. Generic parameters and `Any` are `.unknown`.
public enum TypeRef {
    case named(TypeInfo)
    indirect case optional(TypeRef)
    indirect case array(TypeRef)
    indirect case dictionary(TypeRef, TypeRef)
    indirect case set(TypeRef)
    /// `Range<Bound>` and `ClosedRange<Bound>`: one type of values (``RangeValue``), whose bound types an integer
    /// literal bound where a floating-point range is expected (`range: ClosedRange<Double> = 0...900`).
    indirect case range(TypeRef, isClosed: Bool)
    /// A tuple type; `labels` (empty when none has one) label the values it types: `(total: Int, empty: Int)`.
    /// `indirect`, as the two arrays would make every type reference two words.
    indirect case tuple([TypeRef], labels: [String?] = [])
    /// A function type; `builder` is set for result-builder closures (`@ViewBuilder () -> Content`).
    /// `indirect` (the existential is five words), so a type reference stays one word.
    indirect case function(builder: (any ResultBuilder)?)
    indirect case binding(TypeRef)
    case unknown
    /// A type of an Apple framework Plumb does not model (`UIBlurEffect.Style`): any value passes for it, as for
    /// `.unknown`, and its implicit members (`.systemMaterial`) are nil, as the framework's values are nothing here.
    case unmodelled

    /// A tuple type of `elements` labelled by `labels` (one per element, nil where none), kept only when one is set.
    static func tuple(_ elements: [TypeRef], labelledBy labels: [String?]) -> TypeRef {
        .tuple(elements, labels: labels.contains { $0 != nil } ? labels : [])
    }

    /// The type as Swift spells it.
    public var displayName: String {
        switch self {
        case .named(let type): return type.name
        case .optional(let wrapped): return wrapped.displayName + "?"
        case .array(let element): return "[\(element.displayName)]"
        case .dictionary(let key, let value): return "[\(key.displayName): \(value.displayName)]"
        case .set(let element): return "Set<\(element.displayName)>"
        case .range(let bound, let isClosed): return (isClosed ? "ClosedRange" : "Range") + "<\(bound.displayName)>"
        case .tuple(let elements, let labels):
            let names = labels.isEmpty ? elements.map { _ in nil } : labels
            return "(" + zip(names, elements).map { ($0.map { "\($0): " } ?? "") + $1.displayName }.joined(separator: ", ") + ")"
        case .function: return "function"
        case .binding(let value): return "Binding<\(value.displayName)>"
        case .unknown, .unmodelled: return "Any"
        }
    }

    /// The type with one level of optionality removed.
    var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var namedType: TypeInfo? {
        if case .named(let type) = unwrapped { return type }
        return nil
    }

    var isFunction: Bool {
        if case .function = unwrapped { return true }
        return false
    }

    var builder: (any ResultBuilder)? {
        if case .function(let builder) = unwrapped { return builder }
        return nil
    }
}
