import Foundation
import PlumbLayout

/// A device the preview can be sized as (`--device NAME`): its screen in points, portrait, and its safe area.
public struct DevicePreset: Hashable, Sendable {
    public let name: String
    public let size: CGSize
    public let safeArea: EdgeInsets

    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", size: CGSize(width: 375, height: 667), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        DevicePreset(name: "iPhone 15", size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
        DevicePreset(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
        DevicePreset(name: "iPad mini", size: CGSize(width: 744, height: 1133), safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        DevicePreset(name: "iPad Pro 13", size: CGSize(width: 1032, height: 1376), safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ]

    /// Device pixels per point: 2 on an iPad, 3 on these iPhones (text sizes are ceiled to that grid).
    public var displayScale: CGFloat { name.hasPrefix("iPad") ? 2 : 3 }

    /// The preset named `name`, ignoring case, spaces and hyphens (`iphone-15`, `ipadmini`).
    public static func named(_ name: String) -> DevicePreset? {
        func normal(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { normal($0.name) == normal(name) }
    }
}
