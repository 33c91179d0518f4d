/// The operations of a result builder (`@ViewBuilder`), supplied by the embedder. The interpreter turns a builder
/// body's statements into calls of these, following Swift's result-builder transform: each expression statement
/// goes through `buildExpression`; the branches of an `if`/`else if`/`else` chain and the cases of a `switch` are the
/// leaves of a balanced tree of `buildEither(first:)`/`buildEither(second:)` (a chain without final `else` is also
/// wrapped in `buildOptional`, which gets nil when no branch ran); the statements of a block go through `buildBlock`.
public protocol ResultBuilder {
    /// The attribute name, without `@` (`ViewBuilder`).
    var name: String { get }
    func buildExpression(_ value: Value, at location: SourceLocation) throws -> Value
    func buildBlock(_ components: [Value]) throws -> Value
    func buildOptional(_ component: Value?) throws -> Value
    func buildEither(first component: Value) throws -> Value
    func buildEither(second component: Value) throws -> Value
    /// A `for`-`in` loop in a builder body; SwiftUI's `ViewBuilder` has none, so the default is an error.
    func buildArray(_ components: [Value]) throws -> Value
}

extension ResultBuilder {
    public func buildExpression(_ value: Value, at location: SourceLocation) throws -> Value { value }

    public func buildArray(_ components: [Value]) throws -> Value {
        throw NativeError(.unsupported("'for-in' loops in a \(name) body; use ForEach"))
    }
}
