import Foundation

/// A font as SwiftUI describes it: a text style or an explicit size, with weight, design and italic.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI's dynamic-type text styles, with their iOS point sizes at the default content size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS/OpenType weight (100–900) that font matching uses.
        public var numericValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// The size in points. One that is not a positive finite number is 12 points, the size Core Text (and so UIFont)
    /// gives a font asked for at 0; none is over a million points, past which nothing can be drawn.
    public var size: CGFloat {
        didSet { size = Self.usableSize(size) }
    }
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// The text style this font came from, if any (shown in the solved tree).
    public var style: TextStyle?

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, italic: Bool = false, style: TextStyle? = nil) {
        self.size = Self.usableSize(size)
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.style = style
    }

    public init(style: TextStyle) {
        self.init(size: style.pointSize, weight: style.defaultWeight, style: style)
    }

    /// ``size``'s rule.
    private static func usableSize(_ size: CGFloat) -> CGFloat {
        guard size > 0, size.isFinite else { return 12 }
        return min(size, 1_000_000)
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        font.design = design
        if let weight { font.weight = weight }
        return font
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var font = self; font.isItalic = true; return font }
    public func weight(_ weight: Weight) -> Font { var font = self; font.weight = weight; return font }
    public func monospaced() -> Font { var font = self; font.design = .monospaced; return font }

    public var description: String {
        var text = style.map { ".\($0.rawValue)" } ?? ".system(size: \(formatLength(size)))"
        if weight != (style?.defaultWeight ?? .regular) { text += ".weight(.\(weight.rawValue))" }
        if design != .default { text += ".\(design.rawValue)" }
        if isItalic { text += ".italic()" }
        return text
    }
}
