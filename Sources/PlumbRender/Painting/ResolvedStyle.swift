import CCairo
import Foundation
import PlumbLayout

/// A shape style with its colours resolved for the appearance: what Cairo paints a shape, a text or a symbol with.
enum ResolvedStyle: Hashable {
    case color(RGBAColor)
    case gradient(ResolvedGradient)

    var isInvisible: Bool {
        switch self {
        case .color(let color): color.isInvisible
        case .gradient(let gradient): gradient.stops.allSatisfy(\.color.isInvisible)
        }
    }

    /// Makes the style Cairo's source, a gradient spread over `rect` (the bounds of what it fills).
    func setSource(on context: OpaquePointer, over rect: CGRect) {
        switch self {
        case .color(let color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case .gradient(let gradient):
            let pattern = gradient.pattern(over: rect)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        }
    }
}

/// A `GradientFill` with its colours resolved.
struct ResolvedGradient: Hashable {
    struct Stop: Hashable {
        var color: RGBAColor
        var location: CGFloat
    }

    var stops: [Stop]
    var geometry: GradientFill.Geometry

    /// The colour at `location`: interpolated between the stops around it, the end colours beyond them.
    func color(at location: CGFloat) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        guard location > first.location else { return first.color }
        guard location < last.location else { return last.color }
        let after = stops.firstIndex { $0.location > location }!
        let (a, b) = (stops[after - 1], stops[after])
        return a.color.mixed(with: b.color, fraction: (location - a.location) / (b.location - a.location))
    }
}
