/// Lines drawn with a text, which change nothing of its size: `strikethrough()` and `underline()`.
public struct TextDecoration: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line through the text.
    public static let strikethrough = TextDecoration(rawValue: 1)
    /// A line under the text.
    public static let underline = TextDecoration(rawValue: 2)
}
