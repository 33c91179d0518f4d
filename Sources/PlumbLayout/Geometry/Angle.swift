import Foundation

/// A geometric angle, as SwiftUI's `Angle`: kept in radians, positive clockwise on screen.
public struct Angle: Hashable, Sendable {
    public var radians: Double

    public init(radians: Double) {
        self.radians = radians
    }

    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    public var degrees: Double { radians * 180 / .pi }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
}
