import Foundation

/// A type that identifies an alignment guide and gives its default value in a view's dimensions (SEMANTICS §8.3).
///
/// `_combineExplicit` folds the explicit values of a container's children into the container's own explicit value
/// (§8.4); the default is the running mean. Built-in edge and centre guides never combine.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        AlignmentCombine.mean.fold(childValue: childValue, n, into: &parentValue)
    }
}

/// How a multi-child container merges its children's explicit values for one guide (SEMANTICS §8.4).
/// `@unchecked Sendable`: a custom rule's closure runs only inside the solve that holds it, on that solve's thread.
public enum AlignmentCombine: @unchecked Sendable {
    /// Running arithmetic mean: the default for custom `AlignmentID`s.
    case mean
    /// Topmost value: `firstTextBaseline`.
    case minimum
    /// Lowest value: `lastTextBaseline` (measured; OpenSwiftUI says minimum).
    case maximum
    /// No value ever escapes a multi-child container: leading, centre, trailing, top, bottom.
    case none
    /// A custom rule (`_combineExplicit` written in a scene file).
    case custom((CGFloat, Int, inout CGFloat?) -> Void)

    /// Folds the `n`-th explicit child value (counting from 0) into `parentValue`.
    @inlinable public func fold(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        switch self {
        case .mean:
            if let current = parentValue {
                parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
            } else {
                parentValue = childValue
            }
        case .minimum: parentValue = Swift.min(parentValue ?? childValue, childValue)
        case .maximum: parentValue = Swift.max(parentValue ?? childValue, childValue)
        case .none: break
        case .custom(let rule): rule(childValue, n, &parentValue)
        }
    }
}

/// The engine's identity of one alignment guide on one axis: a built-in guide, a Swift `AlignmentID` type, or an
/// alignment declared in a scene file. Two keys are equal when they name the same guide.
/// `@unchecked Sendable`: its definition is immutable once made (see `Definition`).
public struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    @usableFromInline let definition: Definition

    /// The axis whose positions this guide gives (`.horizontal` for `HorizontalAlignment`).
    public var axis: Axis { definition.axis }
    /// The guide's name as SwiftUI code writes it (`leading`, `firstTextBaseline`, `MyAlignment`).
    public var name: String { definition.name }
    public var combine: AlignmentCombine { definition.combine }
    /// Whether this is one of SwiftUI's edge or centre guides, whose explicit values never leave a container.
    public var isBuiltInEdge: Bool { if case .none = definition.combine { return true } else { return false } }

    /// A guide defined by a default-value function: the form scene files and `AlignmentID` types take.
    public init(
        name: String, axis: Axis, combine: AlignmentCombine = .mean,
        defaultValue: @escaping (ViewDimensions) -> CGFloat
    ) {
        definition = Definition(name: name, axis: axis, combine: combine, rule: .custom(defaultValue))
    }

    init(builtIn name: String, axis: Axis, fraction: CGFloat, combine: AlignmentCombine = .none, baseline: Bool = false) {
        definition = Definition(name: name, axis: axis, combine: combine, rule: baseline ? .baseline : .fraction(fraction))
    }

    /// The key of a Swift `AlignmentID` type; equal for every call with the same type.
    public init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        self = AlignmentKeyRegistry.shared.key(for: id, axis: axis)
    }

    /// The guide's default value in a view of these dimensions (explicit values are looked up by the caller).
    @inlinable public func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        switch definition.rule {
        case .fraction(let f): return f * dimensions.size[axis]
        case .baseline: return dimensions.size.height
        case .custom(let function): return function(dimensions)
        }
    }

    /// The fraction of the size a built-in edge or centre guide's default value is, `nil` for other guides.
    var fraction: CGFloat? {
        if case .fraction(let f) = definition.rule { return f }
        return nil
    }

    /// The default for a view with no explicit guides at all: avoids building dimensions for built-in guides.
    @inlinable public func defaultValue(in size: CGSize) -> CGFloat {
        switch definition.rule {
        case .fraction(let f): return f * size[axis]
        case .baseline: return size.height
        case .custom(let function): return function(ViewDimensions(size: size))
        }
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.definition === rhs.definition }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
    public var description: String { name }

    /// `@unchecked Sendable`: every property is a `let`; a custom rule's closure runs only inside the solve that
    /// holds the key, on that solve's thread.
    @usableFromInline final class Definition: @unchecked Sendable {
        let name: String
        @usableFromInline let axis: Axis
        let combine: AlignmentCombine
        @usableFromInline let rule: Rule

        init(name: String, axis: Axis, combine: AlignmentCombine, rule: Rule) {
            self.name = name
            self.axis = axis
            self.combine = combine
            self.rule = rule
        }
    }

    @usableFromInline enum Rule {
        case fraction(CGFloat)
        case baseline
        case custom((ViewDimensions) -> CGFloat)
    }
}

/// Gives every Swift `AlignmentID` type one key per axis.
/// `@unchecked Sendable`: its one table is read and written only under `lock`.
final class AlignmentKeyRegistry: @unchecked Sendable {
    static let shared = AlignmentKeyRegistry()
    private var keys: [ObjectIdentifier: AlignmentKey] = [:]
    private let lock = NSLock()

    func key<ID: AlignmentID>(for id: ID.Type, axis: Axis) -> AlignmentKey {
        lock.lock()
        defer { lock.unlock() }
        let identifier = ObjectIdentifier(id)
        if let key = keys[identifier] { return key }
        let key = AlignmentKey(
            name: String(describing: id), axis: axis,
            combine: .custom { value, n, parent in id._combineExplicit(childValue: value, n, into: &parent) },
            defaultValue: { id.defaultValue(in: $0) }
        )
        keys[identifier] = key
        return key
    }
}
