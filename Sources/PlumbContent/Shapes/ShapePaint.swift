import Foundation
import PlumbLayout

/// How a shape is painted: with a colour or a gradient; `nil` means the environment's foreground style.
public enum ShapePaint: LeafPaint, Hashable {
    /// The shape's inside: by the non-zero winding rule, or where its outline is crossed an odd number of times
    /// (`FillStyle(eoFill: true)`: a path's inner subpath is a hole).
    case fill(AnyShapeStyle?, eoFill: Bool = false)
    /// A stroke centred on the shape's outline.
    case stroke(AnyShapeStyle?, lineWidth: CGFloat, line: LineStyle = LineStyle())
    /// A stroke inset by half its width, so it stays inside the frame.
    case strokeBorder(AnyShapeStyle?, lineWidth: CGFloat, line: LineStyle = LineStyle())
}
