/// `AnyShapeStyle`: what a shape is filled or stroked with, or the foreground is drawn in — a colour or a gradient.
public enum AnyShapeStyle: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    case gradient(GradientFill)

    public var description: String {
        switch self {
        case .color(let color): color.description
        case .gradient(let gradient): gradient.description
        }
    }
}
