import Foundation
import PlumbLayout

/// A `Toggle`'s switch, on or off, at the trailing edge of its row.
public struct ToggleSwitch: PaintedContent, Hashable {
    /// iOS's switch: 51×31 with a 27-point knob.
    public static let size = CGSize(width: 51, height: 31)

    public var isOn: Bool
    public var name: String { "Toggle" }

    public init(isOn: Bool) { self.isOn = isOn }
}
