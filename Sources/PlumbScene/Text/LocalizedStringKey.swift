import Foundation
import PlumbInterpreter
import PlumbLayout

/// SwiftUI's `LocalizedStringKey`: what a string literal written for a `Text` becomes, its inline Markdown read
/// when the text is made (`Text("Hello, **world**")`). Values interpolated into the literal are text, not Markdown,
/// as SwiftUI passes them as arguments of the key: each stands in the Markdown as a placeholder, replaced by its text
/// once the Markdown is read (inside a code span too); an interpolated SF Symbol `Image` is drawn in the text.
struct LocalizedStringKey: Hashable {
    /// The key's Markdown source: each interpolated value an argument placeholder, each symbol a symbol placeholder.
    let markdown: String
    /// The interpolated values' texts, in order.
    let arguments: [String]
    /// The interpolated symbols, in order.
    let symbols: [String]
    /// The text as written, interpolated values in place: what a key without Markdown or symbols shows.
    private let plain: String

    /// The character an interpolated value stands on until the Markdown is read (one of Unicode's private use).
    static let argumentPlaceholder: Character = "\u{E000}"

    init(markdown: String) {
        self.markdown = markdown
        arguments = []
        symbols = []
        plain = markdown
    }

    init(_ pieces: [StringLiteralPiece]) {
        var markdown = ""
        var arguments: [String] = []
        var symbols: [String] = []
        var plain = ""
        for piece in pieces {
            let text = piece.isInterpolated ? Self.argumentText(piece) : piece.text
            plain += text
            if let image = piece.value?.payload(as: ImageContent.self), image.isSystemSymbol {
                markdown += TextSpan.symbolPlaceholder
                symbols.append(image.name)
            } else if piece.isInterpolated {
                markdown.append(Self.argumentPlaceholder)
                arguments.append(text)
            } else {
                markdown += text
            }
        }
        self.markdown = markdown
        self.arguments = arguments
        self.symbols = symbols
        self.plain = plain
    }

    /// How an interpolated value reads in the text: an integer as the key's `%lld` argument formats it in US
    /// English, with grouping separators ("1,000 items"); anything else as its description.
    private static func argumentText(_ piece: StringLiteralPiece) -> String {
        // A `Text` interpolated (`\(date, style: .date)`) reads as its string.
        if let view = piece.value?.payload(as: SceneView.self), case .kind(.text(let string, _)) = view.role { return string }
        guard case .int(let number)? = piece.value else { return piece.text }
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
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
