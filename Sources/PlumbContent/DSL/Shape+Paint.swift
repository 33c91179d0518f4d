import Foundation
import PlumbLayout

/// A built-in shape as a view: a greedy leaf, filled with the foreground colour unless painted otherwise.
extension Shape {
    public var viewNode: ViewNode { ViewNode(.shape(shapeKind, ShapePaint.fill(nil))) }
    public func fill(_ color: Color) -> ViewNode { ViewNode(.shape(shapeKind, ShapePaint.fill(.color(color)))) }
    public func fill(_ gradient: GradientFill) -> ViewNode { ViewNode(.shape(shapeKind, ShapePaint.fill(.gradient(gradient)))) }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ViewNode {
        ViewNode(.shape(shapeKind, ShapePaint.stroke(.color(color), lineWidth: lineWidth)))
    }
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ViewNode {
        ViewNode(.shape(shapeKind, ShapePaint.strokeBorder(.color(color), lineWidth: lineWidth)))
    }
}

extension Rectangle: View {}
extension RoundedRectangle: View {}
extension Circle: View {}
extension Ellipse: View {}
extension Capsule: View {}
extension TrimmedShape: View {}

extension View {
    /// An overlay of a rectangle stroked inside the bounds (§10).
    public func border(_ color: Color, width: CGFloat = 1) -> ViewNode {
        overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }
}
