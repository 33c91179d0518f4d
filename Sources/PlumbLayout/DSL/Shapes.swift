import Foundation

/// A built-in shape's outline, as `clipShape` takes it; `PlumbContent`'s DSL makes a shape a view with its paint
/// (`fill`, `stroke`, `strokeBorder`).
public protocol Shape {
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The part of the outline between two fractions of its length (see ``ShapeKind/trimmed(_:from:to:)``).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape { TrimmedShape(shapeKind: .trimmed(shapeKind, from: from, to: to)) }
}

/// A shape cut to part of its outline by `trim(from:to:)`.
public struct TrimmedShape: Shape {
    public var shapeKind: ShapeKind
}

public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
}

public struct Circle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}

public struct Ellipse: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
}

public struct Capsule: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .capsule }
}
