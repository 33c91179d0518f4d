import Foundation

/// A value a scene's code works out for a view's size (a `Shape`'s `path(in:)`, a `Canvas`'s drawing): the engine
/// resolves it once the view is placed and keeps it in the solved tree, so drawing never runs the scene's code. Two
/// are equal when made by the same code and resolved alike.
/// `@unchecked Sendable`: `make` runs only inside the solve that resolves the value, on that solve's thread; what
/// leaves the solve is the resolved `Sendable` value.
public struct SizeDependent<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    /// The value for the size the view was placed at, once the engine has resolved it.
    public private(set) var resolved: Value?
    private let make: (CGSize) -> Value
    private let identity = Identity()

    public init(_ make: @escaping (CGSize) -> Value) {
        self.make = make
    }

    /// The value for a view of `size`: the resolved one, else the code's for that size.
    public func value(for size: CGSize) -> Value {
        resolved ?? make(size)
    }

    /// The value resolved for a view of `size`.
    public func resolved(for size: CGSize) -> SizeDependent {
        var copy = self
        copy.resolved = make(size)
        return copy
    }

    public static func == (lhs: SizeDependent, rhs: SizeDependent) -> Bool {
        lhs.identity === rhs.identity && lhs.resolved == rhs.resolved
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    private final class Identity {}
}
