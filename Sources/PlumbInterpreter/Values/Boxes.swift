/// The storage of one `@State` property. A reference, so closures that run later (tap actions) change the same
/// storage the view reads; the embedder keeps boxes per view identity so state survives re-evaluating `body`.
public final class StateBox {
    public var value: Value
    /// The declaring type and property, for the embedder's bookkeeping.
    public let typeName: String
    public let propertyName: String

    public init(value: Value, typeName: String, propertyName: String) {
        self.value = value
        self.typeName = typeName
        self.propertyName = propertyName
    }
}

/// `Binding<T>`: reads and writes storage elsewhere (a state box, a part of one, or a constant).
public struct Binding {
    let read: () throws -> Value
    let write: (Value) throws -> Void

    public init(get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void) {
        read = get
        write = set
    }

    public func get() throws -> Value { try read() }
    public func set(_ value: Value) throws { try write(value) }

    /// A binding that ignores writes (`.constant(…)`).
    public static func constant(_ value: Value) -> Binding {
        Binding(get: { value }, set: { _ in })
    }
}

/// Mutable storage for an `inout` argument passed from Swift into an interpreted function.
public final class InoutCell {
    public var value: Value

    public init(_ value: Value) { self.value = value }
}
