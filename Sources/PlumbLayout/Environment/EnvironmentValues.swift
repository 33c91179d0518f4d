import Foundation

/// The inherited values that drawing and text measuring read: set by modifiers such as `font` or
/// `foregroundStyle`, they reach every view below.
public struct EnvironmentValues: Hashable, Sendable {
    public var font: Font?
    /// `foregroundStyle` / `foregroundColor`: what text, symbols and unpainted shapes are drawn with.
    public var foregroundStyle: AnyShapeStyle?
    public var tint: Color?
    /// The app's accent colour (an asset catalog's `AccentColor` colour set): what `Color.accentColor`, and so the
    /// default tint, is; nil is iOS's blue.
    public var accentColor: Color?
    public var multilineTextAlignment: TextAlignment = .leading
    public var lineLimit: Int?
    /// The lines a text takes at least (`lineLimit(_:reservesSpace:)`, the lower bound of `lineLimit(2...4)`).
    public var reservedLines = 0
    /// `lineSpacing(_:)`: extra space between a text's lines.
    public var lineSpacing: CGFloat = 0
    /// `textCase(_:)`.
    public var textCase: TextCase?
    /// `tracking(_:)` and `kerning(_:)`: extra space after each character of a text.
    public var tracking: CGFloat = 0
    public var truncationMode: TruncationMode = .tail
    /// `minimumScaleFactor(_:)`: text that would be cut shrinks, down to this factor, first.
    public var minimumScaleFactor: CGFloat = 1
    public var imageScale: ImageScale = .medium
    /// `symbolVariant(_:)`: the variant of the SF Symbols below (`.fill`, `.circle.fill`).
    public var symbolVariants: SymbolVariants = .none
    /// `fontWeight(_:)` / `fontDesign(_:)` applied above a text: its weight and design, whatever font is set
    /// nearer the text (`.font(.title).fontWeight(.bold)` is a bold title).
    public var fontWeight: Font.Weight?
    public var fontDesign: Font.Design?
    /// `bold()` / `italic()` applied above a text.
    public var forcesBold = false
    public var forcesItalic = false
    /// `strikethrough()` / `underline()` applied above a text.
    public var textDecoration: TextDecoration = []
    /// Inside a row of a grouped `List` or `Form`, where a `Label`'s icon takes the tint.
    public var isInListRow = false
    /// An `AttributedString` run's `backgroundColor`: drawn behind the run's characters.
    public var textBackground: Color?
    /// `disabled(true)` above: controls are drawn dimmed (a button's label grey) and do not respond to taps.
    public var isEnabled = true
    /// `environment(\.colorScheme, …)` above: the subtree's semantic colours resolve for it; nil is the appearance
    /// the whole picture is drawn in.
    public var colorScheme: ColorScheme?
    /// `displayScale`: device pixels per point, whose grid text sizes are ceiled to (SEMANTICS §20.3): 3 on an
    /// iPhone (Plumb's default device), 2 on an iPad, 1 on a 1× canvas.
    public var displayScale: CGFloat = 3
    /// `dynamicTypeSize`: the size category text styles are set in.
    public var dynamicTypeSize: DynamicTypeSize = .large

    public init() {}

    /// The font a text in this environment is set in: the environment's font or `.body`, a text style at its size
    /// for the Dynamic Type size, with `fontWeight`/`fontDesign` and `bold`/`italic`.
    public var resolvedFont: Font {
        var resolved = font ?? .body
        if let style = resolved.style, dynamicTypeSize != .large { resolved.size = style.sizeAndLeading(in: dynamicTypeSize).size }
        if let fontWeight { resolved.weight = fontWeight }
        if let fontDesign { resolved.design = fontDesign }
        if forcesBold { resolved.weight = .bold }
        if forcesItalic { resolved.isItalic = true }
        return resolved
    }
}

/// One change to the environment, named for the solved tree (`font(.title)`).
/// `@unchecked Sendable`: `apply` runs only inside the solve that holds the writer, on that solve's thread.
public struct EnvironmentWriter: @unchecked Sendable, CustomStringConvertible {
    public let description: String
    public let apply: (inout EnvironmentValues) -> Void

    public init(_ description: String, apply: @escaping (inout EnvironmentValues) -> Void) {
        self.description = description
        self.apply = apply
    }
}
