import Foundation
import PlumbInterpreter
import PlumbLayout

/// SwiftUI's `LocalizedStringKey`: what a string literal written for a `Text` becomes, its inline Markdown read
/// when the text is made (`Text("Hello, **world**")`). Values interpolated into the literal are text, not Markdown,
/// as SwiftUI passes them as arguments of the key; an interpolated SF Symbol `Image` is drawn in the text.
struct LocalizedStringKey: Hashable {
    /// The key's Markdown source, interpolated values escaped, each interpolated symbol a placeholder character.
    let markdown: String
    /// The interpolated symbols, in order.
    let symbols: [String]

    init(markdown: String) {
        self.markdown = markdown
        symbols = []
    }

    init(_ pieces: [StringLiteralPiece]) {
        var markdown = ""
        var symbols: [String] = []
        for piece in pieces {
            if let image = piece.value?.payload(as: ImageContent.self), image.isSystemSymbol {
                markdown += TextSpan.symbolPlaceholder
                symbols.append(image.name)
            } else {
                markdown += piece.isInterpolated ? Self.escaped(piece.text) : piece.text
            }
        }
        self.markdown = markdown
        self.symbols = symbols
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

    /// The text the key shows, its Markdown taken out.
    var text: String {
        guard case .text(let string, _) = textKind else { return markdown }
        return string
    }

    /// The text the key shows and its styled parts, as a `Text` view's kind.
    var textKind: ViewKind {
        guard InlineMarkdown.mayHaveMarkup(markdown) || !symbols.isEmpty else { return .text(markdown) }
        let read = InlineMarkdown.mayHaveMarkup(markdown) ? InlineMarkdown(markdown) : InlineMarkdown(plain: markdown)
        let spans = read.runs.map { TextSpan(range: $0.range, writers: $0.style.writers) }
        return .text(read.string, spans: Self.placing(symbols, in: read.string, over: spans))
    }

    /// `spans` with each placeholder of `string` in a span of its own showing the next of `symbols`, under the
    /// modifiers of the span it was in.
    private static func placing(_ symbols: [String], in string: String, over spans: [TextSpan]) -> [TextSpan] {
        guard !symbols.isEmpty else { return spans }
        let placeholder = Array(TextSpan.symbolPlaceholder.utf8)
        let bytes = Array(string.utf8)
        var placed = spans
        var next = symbols.makeIterator()
        var offset = 0
        while offset + placeholder.count <= bytes.count {
            guard bytes[offset..<offset + placeholder.count].elementsEqual(placeholder), let symbol = next.next() else {
                offset += 1
                continue
            }
            let range = offset..<offset + placeholder.count
            let around = placed.firstIndex { $0.range.contains(offset) }
            let writers = around.map { placed[$0].writers } ?? []
            var pieces = [TextSpan(range: range, writers: writers, symbol: symbol)]
            if let around {
                let outer = placed.remove(at: around)
                if outer.range.lowerBound < range.lowerBound { pieces.insert(TextSpan(range: outer.range.lowerBound..<range.lowerBound, writers: writers), at: 0) }
                if range.upperBound < outer.range.upperBound { pieces.append(TextSpan(range: range.upperBound..<outer.range.upperBound, writers: writers)) }
            }
            placed.insert(contentsOf: pieces, at: placed.firstIndex { $0.range.lowerBound >= range.upperBound } ?? placed.endIndex)
            offset = range.upperBound
        }
        return placed
    }
}
