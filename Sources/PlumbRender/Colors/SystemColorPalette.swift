import PlumbLayout

/// iOS's system colours for one appearance: SwiftUI's named colours and the UIKit semantic colours the renderer
/// draws backgrounds and controls with.
public struct SystemColorPalette: Hashable, Sendable {
    public let appearance: Appearance
    /// Whether Increase Contrast is on: colour sets' high-contrast colours are chosen.
    public let increasedContrast: Bool

    public init(appearance: Appearance, increasedContrast: Bool = false) {
        self.appearance = appearance
        self.increasedContrast = increasedContrast
    }

    /// `Color`'s resolved value: a literal colour as given (its value for this appearance when it has several, see
    /// ``Color/resolved(for:)``), a named one from iOS's table; `nil` for an unknown name.
    public func resolve(_ color: Color) -> RGBAColor? {
        guard let name = color.name else {
            let own = color.resolved(for: ColorAppearance(scheme: appearance == .dark ? .dark : .light, increasedContrast: increasedContrast))
            return RGBAColor(red: own.red, green: own.green, blue: own.blue, alpha: own.opacity)
        }
        return named(name)?.withAlphaMultiplied(by: color.opacity)
    }

    /// A SwiftUI system colour by name (`red`, `primary`, `accentColor`, …).
    public func named(_ name: String) -> RGBAColor? {
        guard let pair = Self.namedColors[Self.labelLevels[name] ?? name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    /// SwiftUI's levels of the foreground style: UIKit's label colours.
    private static let labelLevels = ["primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "quinary": "quinaryLabel"]

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
        // UIKit's semantic colours (`Color(.systemBackground)`).
        "systemBackground": (RGBAColor(255, 255, 255), RGBAColor(0, 0, 0)),
        "secondarySystemBackground": (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
        "tertiarySystemBackground": (RGBAColor(255, 255, 255), RGBAColor(44, 44, 46)),
        "systemGroupedBackground": (RGBAColor(242, 242, 247), RGBAColor(0, 0, 0)),
        "secondarySystemGroupedBackground": (RGBAColor(255, 255, 255), RGBAColor(28, 28, 30)),
        "tertiarySystemGroupedBackground": (RGBAColor(242, 242, 247), RGBAColor(44, 44, 46)),
        "label": (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255)),
        "secondaryLabel": (RGBAColor(60, 60, 67, alpha: 0.6), RGBAColor(235, 235, 245, alpha: 0.6)),
        "tertiaryLabel": (RGBAColor(60, 60, 67, alpha: 0.3), RGBAColor(235, 235, 245, alpha: 0.3)),
        "quaternaryLabel": (RGBAColor(60, 60, 67, alpha: 0.18), RGBAColor(235, 235, 245, alpha: 0.16)),
        // iOS 18's fifth level; not in Apple's published table: half the fourth level's opacity, an estimate.
        "quinaryLabel": (RGBAColor(60, 60, 67, alpha: 0.09), RGBAColor(235, 235, 245, alpha: 0.08)),
        "placeholderText": (RGBAColor(60, 60, 67, alpha: 0.3), RGBAColor(235, 235, 245, alpha: 0.3)),
        "separator": (RGBAColor(60, 60, 67, alpha: 0.29), RGBAColor(84, 84, 88, alpha: 0.6)),
        "opaqueSeparator": (RGBAColor(198, 198, 200), RGBAColor(56, 56, 58)),
        "systemFill": (RGBAColor(120, 120, 128, alpha: 0.2), RGBAColor(120, 120, 128, alpha: 0.36)),
        "secondarySystemFill": (RGBAColor(120, 120, 128, alpha: 0.16), RGBAColor(120, 120, 128, alpha: 0.32)),
        "tertiarySystemFill": (RGBAColor(118, 118, 128, alpha: 0.12), RGBAColor(118, 118, 128, alpha: 0.24)),
        "quaternarySystemFill": (RGBAColor(116, 116, 128, alpha: 0.08), RGBAColor(118, 118, 128, alpha: 0.18)),
        "systemGray": (RGBAColor(142, 142, 147), RGBAColor(142, 142, 147)),
        "systemGray2": (RGBAColor(174, 174, 178), RGBAColor(99, 99, 102)),
        "systemGray3": (RGBAColor(199, 199, 204), RGBAColor(72, 72, 74)),
        "systemGray4": (RGBAColor(209, 209, 214), RGBAColor(58, 58, 60)),
        "systemGray5": (RGBAColor(229, 229, 234), RGBAColor(44, 44, 46)),
        "systemGray6": (RGBAColor(242, 242, 247), RGBAColor(28, 28, 30)),
    ]

    /// `UIColor.label`: text and the default foreground.
    public var label: RGBAColor { named("label")! }
    /// `UIColor.placeholderText`.
    public var placeholderText: RGBAColor { named("placeholderText")! }
    /// `UIColor.systemBackground`: the window.
    public var background: RGBAColor { named("systemBackground")! }
    /// `UIColor.systemGroupedBackground`: behind a grouped Form.
    public var groupedBackground: RGBAColor { named("systemGroupedBackground")! }
    /// `UIColor.secondarySystemGroupedBackground`: a Form row.
    public var groupedRowBackground: RGBAColor { named("secondarySystemGroupedBackground")! }
    /// Around the preview on an exported page with overlays: `systemGroupedBackground` light,
    /// `secondarySystemBackground` dark, so the preview's own background stands out.
    public var pageMargin: RGBAColor { appearance == .light ? groupedBackground : named("secondarySystemBackground")! }
    /// `UIColor.separator`.
    public var separator: RGBAColor { named("separator")! }
    /// `UIColor.systemFill`: a slider's empty track.
    public var fill: RGBAColor { named("systemFill")! }
    /// `UIColor.systemGray5` light / `systemGray4` dark: an off switch's track.
    /// A segmented control's track (`tertiarySystemFill`) and its selected segment's thumb.
    public var segmentedTrack: RGBAColor { appearance == .light ? RGBAColor(118, 118, 128, alpha: 0.12) : RGBAColor(118, 118, 128, alpha: 0.24) }
    public var segmentedThumb: RGBAColor { appearance == .light ? RGBAColor(255, 255, 255) : RGBAColor(99, 99, 102) }
    public var switchOffTrack: RGBAColor { appearance == .light ? RGBAColor(233, 233, 234) : RGBAColor(57, 57, 61) }
    /// `UIColor.tertiarySystemFill`: a rounded text field or a placeholder image.
    public var tertiaryFill: RGBAColor { named("tertiarySystemFill")! }
}
