import Foundation

/// A resolved, straight-alpha sRGB colour with components in 0…1: what Cairo is given.
public struct RGBAColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0…255 components, as Apple's colour tables list them.
    public init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// This colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour `fraction` of the way from this one to `other`, channel by channel (exactly `other` at 1).
    public func mixed(with other: RGBAColor, fraction: Double) -> RGBAColor {
        func mix(_ a: Double, _ b: Double) -> Double { fraction == 1 ? b : a + (b - a) * fraction }
        return RGBAColor(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    public var isInvisible: Bool { alpha <= 0 }
}
