import Foundation

/// A `Shape` declared in a scene (`struct Triangle: Shape { func path(in rect: CGRect) -> Path }`): a greedy leaf
/// whose outline is its `path(in:)` of the view's bounds. The engine asks for the outline once the view is placed
/// and keeps it in the solved tree, so drawing never runs the scene's code.
public struct CustomShape: Hashable, @unchecked Sendable {
    /// The shape type's name, as the solved tree prints it.
    public let name: String
    /// The outline for the bounds of the view as placed, once the engine has resolved it.
    public private(set) var resolvedPath: Path?
    /// `path(in:)` of the shape.
    private let path: (CGRect) -> Path
    private let identity = Identity()

    public init(name: String, path: @escaping (CGRect) -> Path) {
        self.name = name
        self.path = path
    }

    /// The outline of a view of `size`: the resolved one, else `path(in:)` of its bounds.
    public func outline(for size: CGSize) -> Path {
        resolvedPath ?? path(CGRect(origin: .zero, size: size))
    }

    /// The shape with its outline for a view of `size` resolved.
    func resolved(for size: CGSize) -> CustomShape {
        var shape = self
        shape.resolvedPath = path(CGRect(origin: .zero, size: size))
        return shape
    }

    public static func == (lhs: CustomShape, rhs: CustomShape) -> Bool {
        lhs.identity === rhs.identity && lhs.resolvedPath == rhs.resolvedPath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    private final class Identity {}
}
