import Foundation

/// A named value produced by views and combined up the tree (SEMANTICS §16).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the accumulation of earlier views (`value`) with the next view's subtree value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The engine's identity of a preference key: a Swift `PreferenceKey` type or one declared in a scene file.
/// Values are type-erased; `reduce` and `isEqual` work on them.
/// `@unchecked Sendable`: its definition is immutable once made; its closures (a scene's key or a Swift type's)
/// run only inside the solve that holds the key, on that solve's thread.
public struct PreferenceKeyID: Hashable, CustomStringConvertible, @unchecked Sendable {
    final class Definition {
        let name: String
        let defaultValue: () -> Any
        let reduce: (inout Any, () -> Any) -> Void
        let isEqual: ((Any, Any) -> Bool)?

        init(name: String, defaultValue: @escaping () -> Any, reduce: @escaping (inout Any, () -> Any) -> Void, isEqual: ((Any, Any) -> Bool)?) {
            self.name = name
            self.defaultValue = defaultValue
            self.reduce = reduce
            self.isEqual = isEqual
        }
    }

    let definition: Definition

    public var name: String { definition.name }
    public var defaultValue: Any { definition.defaultValue() }
    public var description: String { name }

    /// A key from closures: the form scene files use. `isEqual` enables `onPreferenceChange`.
    public init(name: String, defaultValue: @escaping () -> Any, reduce: @escaping (inout Any, () -> Any) -> Void, isEqual: ((Any, Any) -> Bool)? = nil) {
        definition = Definition(name: name, defaultValue: defaultValue, reduce: reduce, isEqual: isEqual)
    }

    /// The key of a Swift `PreferenceKey` type; equal for every call with the same type.
    public init<Key: PreferenceKey>(_ key: Key.Type) {
        self = PreferenceKeyRegistry.shared.id(for: key)
    }

    public func reduce(_ value: inout Any, _ next: () -> Any) { definition.reduce(&value, next) }

    /// Whether two values are equal; `false` when the key's values are not `Equatable`.
    public func isEqual(_ lhs: Any, _ rhs: Any) -> Bool { definition.isEqual?(lhs, rhs) ?? false }

    public static func == (lhs: PreferenceKeyID, rhs: PreferenceKeyID) -> Bool { lhs.definition === rhs.definition }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}

/// `@unchecked Sendable`: its one table is read and written only under `lock`.
final class PreferenceKeyRegistry: @unchecked Sendable {
    static let shared = PreferenceKeyRegistry()
    private var ids: [ObjectIdentifier: PreferenceKeyID] = [:]
    private let lock = NSLock()

    func id<Key: PreferenceKey>(for key: Key.Type) -> PreferenceKeyID {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[ObjectIdentifier(key)] { return id }
        let id = PreferenceKeyID(
            name: String(describing: key),
            defaultValue: { key.defaultValue },
            reduce: { value, next in
                var typed = value as! Key.Value
                key.reduce(value: &typed, nextValue: { next() as! Key.Value })
                value = typed
            },
            isEqual: equality(of: Key.Value.self)
        )
        ids[ObjectIdentifier(key)] = id
        return id
    }
}

/// `==` on type-erased values when `Value` is `Equatable`.
func equality<Value>(of type: Value.Type) -> ((Any, Any) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    func open<E: Equatable>(_: E.Type) -> (Any, Any) -> Bool {
        { lhs, rhs in (lhs as? E) == (rhs as? E) }
    }
    return open(equatable)
}
