import Foundation

/// A part of a `Text` in a style of its own — each operand of `Text + Text`, an emphasis, code or link of Markdown in a
/// string literal: its UTF-8 range in the text's string and the text modifiers written on that part. They apply over
/// the environment of the whole text, as SwiftUI applies a part's own modifiers inside the ones around the sum
/// (`(Text("a").bold() + Text("b")).font(.title)` sets "a" in bold title and "b" in title).
public struct TextSpan: Sendable {
    public var range: Range<Int>
    public var writers: [EnvironmentWriter]
    /// An SF Symbol drawn in place of the span's text (`Text(Image(systemName:))`, an image interpolated into a
    /// `Text`'s literal), which is one ``TextSpan/symbolPlaceholder``.
    public var symbol: String?

    /// The character a symbol in a text stands on: U+FFFC, the object replacement character.
    public static let symbolPlaceholder = "\u{FFFC}"

    public init(range: Range<Int>, writers: [EnvironmentWriter], symbol: String? = nil) {
        self.range = range
        self.writers = writers
        self.symbol = symbol
    }

    /// The environment this part is set in, inside `base`.
    public func environment(in base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        for writer in writers { writer.apply(&environment) }
        return environment
    }
}
