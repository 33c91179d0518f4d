import Foundation

/// The built-in shapes. Every shape is a greedy leaf for layout (SEMANTICS §1.2): it takes the proposal, 10 for `nil`.
public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
    /// `UnevenRoundedRectangle` (`.rect(topLeadingRadius:…)`): a radius of its own at each corner.
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule
    /// A `Path` used as a view: its outline in the view's own coordinates, not fitted to its frame.
    case path(Path)
    /// A `Shape` declared in the scene, outlined by its `path(in:)`.
    case custom(CustomShape)
    /// `shape.trim(from:to:)`: the part of the outline between two fractions of its length, measured from where
    /// SwiftUI's path starts (a circle's rightmost point, a rectangle's top-leading corner) and going clockwise.
    indirect case trimmed(ShapeKind, from: CGFloat, to: CGFloat)
    /// `rotation(_:anchor:)`: the outline turned about the unit point `anchor` of the frame, still a shape.
    indirect case rotated(ShapeKind, Angle, anchor: UnitPoint)
    /// `InsettableShape.inset(by:)`: the shape drawn in its frame inset by the amount on every edge, corners
    /// shrinking with it.
    indirect case inset(ShapeKind, by: CGFloat)
    /// `scale(_:anchor:)`, `offset(_:)` and `transform(_:)`: the outline mapped by `matrix` about the unit point
    /// `anchor` of the frame (moved so the anchor is the origin, mapped, moved back), still a shape.
    indirect case transformed(ShapeKind, AffineMatrix, anchor: UnitPoint)

    public var description: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .path: "Path"
        case .custom(let shape): shape.name
        case .trimmed(let shape, _, _), .rotated(let shape, _, _), .inset(let shape, _), .transformed(let shape, _, _): shape.description
        }
    }
}

extension ShapeKind {
    /// Whether the outline is a `Path` — a path view or a scene's own shape, trimmed or not — which may lie anywhere,
    /// rather than a built-in shape fitted to its frame.
    public var isPath: Bool {
        switch self {
        case .path, .custom: true
        case .trimmed(let shape, _, _), .rotated(let shape, _, _), .inset(let shape, _), .transformed(let shape, _, _): shape.isPath
        default: false
        }
    }

    /// The shape with the outline of a scene's own shape resolved for a view of `size`.
    func resolved(for size: CGSize) -> ShapeKind {
        switch self {
        case .custom(let shape): .custom(shape.resolved(for: size))
        case .trimmed(let shape, let from, let to): .trimmed(shape.resolved(for: size), from: from, to: to)
        case .rotated(let shape, let angle, let anchor): .rotated(shape.resolved(for: size), angle, anchor: anchor)
        case .transformed(let shape, let matrix, let anchor): .transformed(shape.resolved(for: size), matrix, anchor: anchor)
        case .inset(let shape, let amount):
            .inset(shape.resolved(for: CGSize(width: max(0, size.width - 2 * amount), height: max(0, size.height - 2 * amount))), by: amount)
        default: self
        }
    }
}

public enum RoundedCornerStyle: String, Hashable, Sendable {
    case circular, continuous
}
