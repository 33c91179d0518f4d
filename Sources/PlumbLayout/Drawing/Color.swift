import Foundation

/// A colour as SwiftUI names it. Named colours (`red`, `primary`, `accentColor`, …) are resolved to RGB by the
/// renderer for the light or dark appearance; `Color(red:green:blue:opacity:)` is literal sRGB. A literal colour may
/// have other values for other appearances (an asset catalog's colour set, ``appearances``), chosen the same way.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's name for the colour, or `nil` for a literal one.
    public var name: String?
    /// Extended sRGB components: below 0 or above 1 outside the sRGB gamut (Cairo clamps them when painting).
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// A literal colour's values for appearances other than the one its components are for (a colour set's dark and
    /// high-contrast colours); empty for a colour with one value. See ``resolved(for:)``.
    public var appearances: [ColorAppearance: Color] = [:]

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = nil
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// `Color(hue:saturation:brightness:opacity:)`: HSB, each in 0…1, converted to RGB (the hue wraps around; a hue
    /// that is not a number is red's).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let fraction = sector - sector.rounded(.down)
        let (p, q, t) = (brightness * (1 - saturation), brightness * (1 - saturation * fraction), brightness * (1 - saturation * (1 - fraction)))
        let (red, green, blue): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A named system colour; `opacity` multiplies the resolved colour's alpha.
    public init(named name: String, opacity: Double = 1) {
        self.name = name
        self.red = 0
        self.green = 0
        self.blue = 0
        self.opacity = opacity
    }

    /// The names SwiftUI gives its system colours.
    public static let systemNames: [String] = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// UIKit's semantic colours, as `Color(.systemBackground)` and `Color(uiColor: .secondaryLabel)` name them.
    public static let uiKitNames: [String] = [
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
        "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6",
    ]

    /// The third to fifth levels of the foreground style (`HierarchicalShapeStyle.tertiary`, `.quaternary`,
    /// `.quinary`), as SwiftUI's `primary` and `secondary` are its first two.
    public static let hierarchicalNames: [String] = ["tertiary", "quaternary", "quinary"]

    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let mint = Color(named: "mint")
    public static let teal = Color(named: "teal")
    public static let cyan = Color(named: "cyan")
    public static let blue = Color(named: "blue")
    public static let indigo = Color(named: "indigo")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let brown = Color(named: "brown")
    public static let white = Color(named: "white")
    public static let gray = Color(named: "gray")
    public static let black = Color(named: "black")
    public static let clear = Color(named: "clear")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")
    /// The shape style `.tint` (`foregroundStyle(.tint)`): the tint of the environment where it is drawn (`tint(_:)`),
    /// the accent colour by default.
    public static let tint = Color(named: "tint")

    /// This colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        color.appearances = appearances.mapValues { $0.opacity(opacity) }
        return color
    }

    public var description: String {
        var text = name.map { ".\($0)" }
            ?? "Color(red: \(formatLength(red)), green: \(formatLength(green)), blue: \(formatLength(blue)))"
        if opacity != 1 { text += ".opacity(\(formatLength(opacity)))" }
        return text
    }
}
