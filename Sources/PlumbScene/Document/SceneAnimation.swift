import Foundation

/// How a change between two solved states animates: SwiftUI's `Animation` values as far as timing goes.
/// `withAnimation { }` without an argument is `.default`: ease-in-out over 0.35 s.
public struct SceneAnimation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// A damped spring with SwiftUI's parameters: `response` (the period, in seconds) and `dampingFraction`.
        case spring(response: Double, dampingFraction: Double)
    }

    public var curve: Curve
    /// Seconds from start to rest (for a spring, until it settles within 0.1 % of its travel).
    public var duration: Double
    public var delay: Double = 0

    public init(curve: Curve, duration: Double, delay: Double = 0) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
    }

    /// `Animation.default`, which `withAnimation { }` uses.
    public static let `default` = SceneAnimation(curve: .easeInOut, duration: 0.35)

    /// `.spring(response:dampingFraction:)`; SwiftUI's defaults are 0.55 and 0.825.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> SceneAnimation {
        let omega = 2 * Double.pi / max(response, 0.001)
        let zeta = min(max(dampingFraction, 0.01), 1)
        let settle = log(1000) / (zeta * omega)
        return SceneAnimation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: settle)
    }

    /// The fraction of the change done `time` seconds after the change (0 before the delay, 1 at rest); a spring
    /// overshoots past 1 on the way.
    public func progress(at time: Double) -> Double {
        let t = time - delay
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        let x = t / duration
        switch curve {
        case .linear: return x
        case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(x, 0.42, 0, 0.58, 1)
        case .spring(let response, let damping):
            let omega = 2 * Double.pi / max(response, 0.001)
            let zeta = min(max(damping, 0.01), 1)
            if zeta >= 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
    }

    /// A CSS-style cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1), solved for `x` by bisection.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func point(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if point(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return point((low + high) / 2, y1, y2)
    }

    public var description: String {
        switch curve {
        case .linear: "linear(\(duration)s)"
        case .easeIn: "easeIn(\(duration)s)"
        case .easeOut: "easeOut(\(duration)s)"
        case .easeInOut: "easeInOut(\(duration)s)"
        case .spring(let response, let damping): "spring(response: \(response), dampingFraction: \(damping))"
        }
    }
}
