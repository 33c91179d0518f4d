import Foundation

/// SwiftUI's gradient styles — `LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient` — as a
/// view (greedy, like `Color`) or as the paint of a shape: a `Gradient` spread over the bounds of what it fills.
/// Unit points are fractions of those bounds; radii are points, except an elliptical gradient's, which are fractions
/// of the bounds' width and height (0.5 reaches their edges).
public struct GradientFill: Hashable, Sendable, CustomStringConvertible {
    public enum Geometry: Hashable, Sendable {
        /// `LinearGradient(gradient:startPoint:endPoint:)`: location 0 at the start point, 1 at the end point, constant
        /// across; the end colours continue beyond.
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// `RadialGradient(gradient:center:startRadius:endRadius:)`: circles around the centre.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`: ellipses of the bounds' shape.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// `AngularGradient(gradient:center:startAngle:endAngle:)`: location by angle, clockwise from the trailing side
        /// as angles go on screen. A sweep of less than a turn fills the rest half with the last colour, half with the
        /// first; of more than a turn, draws its last turn; of none (both angles default to zero), a full turn.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    public var gradient: Gradient
    public var geometry: Geometry

    public init(_ gradient: Gradient, _ geometry: Geometry) {
        self.gradient = gradient
        self.geometry = geometry
    }

    /// The SwiftUI type.
    public var name: String {
        switch geometry {
        case .linear: "LinearGradient"
        case .radial: "RadialGradient"
        case .elliptical: "EllipticalGradient"
        case .angular: "AngularGradient"
        }
    }

    public var description: String { "\(name)(\(gradient))" }
}
