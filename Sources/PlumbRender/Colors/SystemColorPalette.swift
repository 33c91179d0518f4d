import PlumbLayout

/// iOS's system colours for one appearance: SwiftUI's named colours and the UIKit semantic colours the renderer
/// draws backgrounds and controls with.
public struct SystemColorPalette: Hashable, Sendable {
    public let appearance: Appearance

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// `Color`'s resolved value: a literal colour as given, a named one from iOS's table; `nil` for an unknown name.
    public func resolve(_ color: Color) -> RGBAColor? {
        guard let name = color.name else {
            return RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
        }
        return named(name)?.withAlphaMultiplied(by: color.opacity)
    }

    /// A SwiftUI system colour by name (`red`, `primary`, `accentColor`, …).
    public func named(_ name: String) -> RGBAColor? {
        guard let pair = Self.namedColors[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    /// SwiftUI's named colours in iOS's light and dark appearances.
    private static let namedColors: [String: (light: RGBAColor, dark: RGBAColor)] = [
        "red": (RGBAColor(255, 59, 48), RGBAColor(255, 69, 58)),
        "orange": (RGBAColor(255, 149, 0), RGBAColor(255, 159, 10)),
        "yellow": (RGBAColor(255, 204, 0), RGBAColor(255, 214, 10)),
        "green": (RGBAColor(52, 199, 89), RGBAColor(48, 209, 88)),
        "mint": (RGBAColor(0, 199, 190), RGBAColor(99, 230, 226)),
        "teal": (RGBAColor(48, 176, 199), RGBAColor(64, 200, 224)),
        "cyan": (RGBAColor(50, 173, 230), RGBAColor(100, 210, 255)),
        "blue": (RGBAColor(0, 122, 255), RGBAColor(10, 132, 255)),
        "accentColor": (RGBAColor(0, 122, 255), RGBAColor(10, 132, 255)),
        "indigo": (RGBAColor(88, 86, 214), RGBAColor(94, 92, 230)),
        "purple": (RGBAColor(175, 82, 222), RGBAColor(191, 90, 242)),
        "pink": (RGBAColor(255, 45, 85), RGBAColor(255, 55, 95)),
        "brown": (RGBAColor(162, 132, 94), RGBAColor(172, 142, 104)),
        "gray": (RGBAColor(142, 142, 147), RGBAColor(142, 142, 147)),
        "white": (RGBAColor(255, 255, 255), RGBAColor(255, 255, 255)),
        "black": (RGBAColor(0, 0, 0), RGBAColor(0, 0, 0)),
        "clear": (RGBAColor(0, 0, 0, alpha: 0), RGBAColor(0, 0, 0, alpha: 0)),
        "primary": (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255)),
        "secondary": (RGBAColor(60, 60, 67, alpha: 0.6), RGBAColor(235, 235, 245, alpha: 0.6)),
        "tertiary": (RGBAColor(60, 60, 67, alpha: 0.3), RGBAColor(235, 235, 245, alpha: 0.3)),
        "quaternary": (RGBAColor(60, 60, 67, alpha: 0.18), RGBAColor(235, 235, 245, alpha: 0.16)),
    ]

    /// `UIColor.label`: text and the default foreground.
    public var label: RGBAColor { named("primary")! }
    /// `UIColor.placeholderText`.
    public var placeholderText: RGBAColor {
        appearance == .light ? RGBAColor(60, 60, 67, alpha: 0.3) : RGBAColor(235, 235, 245, alpha: 0.3)
    }
    /// `UIColor.systemBackground`: the window.
    public var background: RGBAColor { appearance == .light ? RGBAColor(255, 255, 255) : RGBAColor(0, 0, 0) }
    /// `UIColor.systemGroupedBackground`: behind a grouped Form.
    public var groupedBackground: RGBAColor { appearance == .light ? RGBAColor(242, 242, 247) : RGBAColor(0, 0, 0) }
    /// `UIColor.secondarySystemGroupedBackground`: a Form row.
    public var groupedRowBackground: RGBAColor { appearance == .light ? RGBAColor(255, 255, 255) : RGBAColor(28, 28, 30) }
    /// Around the preview on an exported page with overlays: `systemGroupedBackground` light,
    /// `secondarySystemBackground` dark, so the preview's own background stands out.
    public var pageMargin: RGBAColor { appearance == .light ? groupedBackground : RGBAColor(28, 28, 30) }
    /// `UIColor.separator`.
    public var separator: RGBAColor {
        appearance == .light ? RGBAColor(60, 60, 67, alpha: 0.29) : RGBAColor(84, 84, 88, alpha: 0.6)
    }
    /// `UIColor.systemFill`: a slider's empty track.
    public var fill: RGBAColor {
        appearance == .light ? RGBAColor(120, 120, 128, alpha: 0.2) : RGBAColor(120, 120, 128, alpha: 0.36)
    }
    /// `UIColor.systemGray5` light / `systemGray4` dark: an off switch's track.
    public var switchOffTrack: RGBAColor { appearance == .light ? RGBAColor(233, 233, 234) : RGBAColor(57, 57, 61) }
    /// `UIColor.tertiarySystemFill`: a rounded text field or a placeholder image.
    public var tertiaryFill: RGBAColor {
        appearance == .light ? RGBAColor(118, 118, 128, alpha: 0.12) : RGBAColor(118, 118, 128, alpha: 0.24)
    }
}
