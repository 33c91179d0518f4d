import Foundation
import PlumbInterpreter
import PlumbLayout

/// SwiftUI's `LocalizedStringKey`: what a string literal written for a `Text` becomes, its inline Markdown read
/// when the text is made (`Text("Hello, **world**")`). Values interpolated into the literal are text, not Markdown,
/// as SwiftUI passes them as arguments of the key: each stands in the Markdown as a placeholder, replaced by its text
/// once the Markdown is read (inside a code span too); an interpolated SF Symbol `Image` is drawn in the text.
/// The key a strings file lists the text under is the literal as Xcode extracts it: each interpolated value its
/// format specifier, a percent sign doubled (`items %lld`); ``localized(_:)`` shows a strings file's text for it.
struct LocalizedStringKey: Hashable {
    /// The key's Markdown source: each interpolated value an argument placeholder, each symbol a symbol placeholder.
    let markdown: String
    /// The interpolated values' texts, in order.
    let arguments: [String]
    /// The interpolated symbols, in order.
    let symbols: [String]
    /// The text as written, interpolated values in place: what a key without Markdown or symbols shows, and what
    /// `String(localized:)` gives (no Markdown is read there).
    let plain: String
    /// The key strings files list the text under.
    let key: String
    /// The interpolated values, for a localized text's format to place.
    private let values: [FormatArgument]

    /// The character an interpolated value stands on until the Markdown is read (one of Unicode's private use).
    static let argumentPlaceholder: Character = "\u{E000}"

    /// A piece of the text shown: literal Markdown, or an interpolated value.
    private enum Segment {
        case literal(String)
        case argument(FormatArgument)
    }

    init(markdown: String) {
        self.init([.literal(markdown)], key: markdown, values: [])
    }

    init(_ pieces: [StringLiteralPiece]) {
        let segments = pieces.map { $0.isInterpolated ? Segment.argument(FormatArgument($0)) : .literal($0.text) }
        let isInterpolated = pieces.contains(where: \.isInterpolated)
        let key = segments.map { segment in
            switch segment {
            case .literal(let text): isInterpolated ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .argument(let value): value.specifier
            }
        }.joined()
        self.init(segments, key: key, values: segments.compactMap { if case .argument(let value) = $0 { value } else { nil } })
    }

    private init(_ segments: [Segment], key: String, values: [FormatArgument]) {
        var markdown = ""
        var arguments: [String] = []
        var symbols: [String] = []
        var plain = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                markdown += text
                plain += text
            case .argument(.symbol(let name)):
                markdown += TextSpan.symbolPlaceholder
                symbols.append(name)
            case .argument(let value):
                markdown.append(Self.argumentPlaceholder)
                arguments.append(value.text)
                plain += value.text
            }
        }
        self.markdown = markdown
        self.arguments = arguments
        self.symbols = symbols
        self.plain = plain
        self.key = key
        self.values = values
    }

    /// This key showing `format`, a strings file's text for it: its specifiers replaced by the interpolated values
    /// they name, as the specifier writes them; a specifier naming no value stays as written.
    func localized(_ format: String) -> LocalizedStringKey {
        let segments = StringFormat(format).pieces.map { piece -> Segment in
            switch piece {
            case .literal(let text): .literal(text)
            case .argument(let index, let specifier):
                values.indices.contains(index) ? .argument(specifier.format(values[index])) : .literal(specifier.written)
            }
        }
        return LocalizedStringKey(segments, key: key, values: values)
    }

    /// The text the key shows, its Markdown taken out.
    var text: String {
        guard case .text(let string, _) = textKind else { return markdown }
        return string
    }

    /// The text the key shows and its styled parts, as a `Text` view's kind.
    var textKind: ViewKind {
        guard InlineMarkdown.mayHaveMarkup(markdown) || !symbols.isEmpty else { return .text(plain) }
        var read = InlineMarkdown.mayHaveMarkup(markdown) ? InlineMarkdown(markdown) : InlineMarkdown(plain: markdown)
        read.substitute(Self.argumentPlaceholder, with: arguments)
        let spans = read.runs.map { TextSpan(range: $0.range, writers: $0.style.writers) }
        return .text(read.string, spans: Self.placing(symbols, in: read.string, over: spans))
    }

    /// `spans` with each placeholder of `string` in a span of its own showing the next of `symbols`, under the
    /// modifiers of the span it was in.
    private static func placing(_ symbols: [String], in string: String, over spans: [TextSpan]) -> [TextSpan] {
        guard !symbols.isEmpty else { return spans }
        let placeholder = Character(TextSpan.symbolPlaceholder)
        var placed = spans
        for (offset, symbol) in zip(string.utf8Offsets(of: placeholder), symbols) {
            let range = offset..<offset + placeholder.utf8.count
            let around = placed.firstIndex { $0.range.contains(offset) }
            let writers = around.map { placed[$0].writers } ?? []
            var pieces = [TextSpan(range: range, writers: writers, symbol: symbol)]
            if let around {
                let outer = placed.remove(at: around)
                if outer.range.lowerBound < range.lowerBound { pieces.insert(TextSpan(range: outer.range.lowerBound..<range.lowerBound, writers: writers), at: 0) }
                if range.upperBound < outer.range.upperBound { pieces.append(TextSpan(range: range.upperBound..<outer.range.upperBound, writers: writers)) }
            }
            placed.insert(contentsOf: pieces, at: placed.firstIndex { $0.range.lowerBound >= range.upperBound } ?? placed.endIndex)
        }
        return placed
    }
}
