import Foundation

/// A coordinate system a geometry value can be expressed in (SEMANTICS §14).
/// `@unchecked Sendable`: a name is an immutable value (a string, or a scene's value, which is never mutated once
/// made), which `AnyHashable` cannot say.
public enum CoordinateSpace: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The view itself: origin (0, 0).
    case local
    /// The window.
    case global
    /// The space of the ancestor marked `.coordinateSpace(name:)`.
    case named(AnyHashable)

    public var description: String {
        switch self {
        case .local: ".local"
        case .global: ".global"
        case .named(let name): ".named(\(name))"
        }
    }
}
