import Foundation

/// A part of a `Text` in a style of its own — each operand of `Text + Text`, an emphasis, code or link of Markdown in a
/// string literal: its UTF-8 range in the text's string and the text modifiers written on that part. They apply over
/// the environment of the whole text, as SwiftUI applies a part's own modifiers inside the ones around the sum
/// (`(Text("a").bold() + Text("b")).font(.title)` sets "a" in bold title and "b" in title).
public struct TextSpan: Sendable {
    public var range: Range<Int>
    public var writers: [EnvironmentWriter]

    public init(range: Range<Int>, writers: [EnvironmentWriter]) {
        self.range = range
        self.writers = writers
    }

    /// The environment this part is set in, inside `base`.
    public func environment(in base: EnvironmentValues) -> EnvironmentValues {
        var environment = base
        for writer in writers { writer.apply(&environment) }
        return environment
    }
}
