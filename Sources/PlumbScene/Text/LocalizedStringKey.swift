import Foundation
import PlumbInterpreter
import PlumbLayout

/// SwiftUI's `LocalizedStringKey`: what a string literal written for a `Text` becomes, its inline Markdown read
/// when the text is made (`Text("Hello, **world**")`). Values interpolated into the literal are text, not Markdown,
/// as SwiftUI passes them as arguments of the key.
struct LocalizedStringKey: Hashable {
    /// The key's Markdown source, interpolated values escaped.
    let markdown: String

    init(markdown: String) {
        self.markdown = markdown
    }

    init(_ pieces: [StringLiteralPiece]) {
        markdown = pieces.map { $0.isInterpolated ? Self.escaped($0.text) : $0.text }.joined()
    }

    /// `text` with every character Markdown could read as syntax escaped.
    private static func escaped(_ text: String) -> String {
        guard InlineMarkdown.mayHaveMarkup(text) else { return text }
        var escaped = ""
        for character in text {
            if "\\`*_~[]()".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The text the key shows and its styled parts, as a `Text` view's kind.
    var textKind: ViewKind {
        guard InlineMarkdown.mayHaveMarkup(markdown) else { return .text(markdown) }
        let read = InlineMarkdown(markdown)
        return .text(read.string, spans: read.runs.map { TextSpan(range: $0.range, writers: Self.writers(for: $0.style)) })
    }

    /// The modifiers a Markdown style stands for.
    private static func writers(for style: InlineMarkdown.Style) -> [EnvironmentWriter] {
        var writers: [EnvironmentWriter] = []
        if style.contains(.strong) { writers.append(EnvironmentWriter("bold()") { $0.forcesBold = true }) }
        if style.contains(.emphasis) { writers.append(EnvironmentWriter("italic()") { $0.forcesItalic = true }) }
        if style.contains(.strikethrough) { writers.append(EnvironmentWriter("strikethrough()") { $0.textDecoration.insert(.strikethrough) }) }
        if style.contains(.code) { writers.append(EnvironmentWriter("monospaced()") { $0.font = ($0.font ?? .body).monospaced() }) }
        // A link is drawn in the tint (the accent colour unless one is set), as SwiftUI draws it.
        if style.contains(.link) { writers.append(EnvironmentWriter("link") { $0.foregroundStyle = .color($0.tint ?? .accentColor) }) }
        return writers
    }
}
