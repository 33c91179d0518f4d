import Foundation

/// A `Shape` declared in a scene (`struct Triangle: Shape { func path(in rect: CGRect) -> Path }`): a greedy leaf
/// whose outline is its `path(in:)` of the view's bounds, resolved once the view is placed.
public struct CustomShape: Hashable, Sendable {
    /// The shape type's name, as the solved tree prints it.
    public let name: String
    private var path: SizeDependent<Path>

    public init(name: String, path: @escaping (CGRect) -> Path) {
        self.name = name
        self.path = SizeDependent { size in path(CGRect(origin: .zero, size: size)) }
    }

    /// The outline for the bounds of the view as placed, once the engine has resolved it.
    public var resolvedPath: Path? { path.resolved }

    /// The outline of a view of `size`: the resolved one, else `path(in:)` of its bounds.
    public func outline(for size: CGSize) -> Path {
        path.value(for: size)
    }

    /// The shape with its outline for a view of `size` resolved.
    func resolved(for size: CGSize) -> CustomShape {
        var shape = self
        shape.path = path.resolved(for: size)
        return shape
    }
}
