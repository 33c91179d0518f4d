import Foundation

extension Color: View {
    public var viewNode: ViewNode { ViewNode(.color(self)) }
}

extension GradientFill: View {
    public var viewNode: ViewNode { ViewNode(.gradient(self)) }
}

public struct Text: View {
    public let viewNode: ViewNode
    public init(_ string: String) { viewNode = ViewNode(.text(string)) }
}

public struct Spacer: View {
    public let viewNode: ViewNode
    public init(minLength: CGFloat? = nil) { viewNode = ViewNode(.spacer(minLength: minLength)) }
}

public struct EmptyView: View {
    public init() {}
    public var viewNode: ViewNode { ViewNode(.empty) }
}

public struct Image: View {
    public var content: ImageContent
    public init(systemName: String) { content = ImageContent(name: systemName, isSystemSymbol: true) }
    public init(_ name: String, size: CGSize = CGSize(width: 100, height: 100)) {
        content = ImageContent(name: name, isSystemSymbol: false, naturalSize: size)
    }
    public func resizable() -> Image {
        var image = self
        image.content.isResizable = true
        return image
    }
    public var viewNode: ViewNode { ViewNode(.image(content)) }
}

/// A built-in shape: greedy, filled with the foreground colour unless painted otherwise.
public protocol Shape: View {
    var shapeKind: ShapeKind { get }
}

extension Shape {
    public var viewNode: ViewNode { ViewNode(.shape(shapeKind, .fill(nil))) }
    public func fill(_ color: Color) -> ViewNode { ViewNode(.shape(shapeKind, .fill(.color(color)))) }
    public func fill(_ gradient: GradientFill) -> ViewNode { ViewNode(.shape(shapeKind, .fill(.gradient(gradient)))) }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ViewNode {
        ViewNode(.shape(shapeKind, .stroke(.color(color), lineWidth: lineWidth)))
    }
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ViewNode {
        ViewNode(.shape(shapeKind, .strokeBorder(.color(color), lineWidth: lineWidth)))
    }
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
