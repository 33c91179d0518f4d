import PlumbInterpreter
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func interpolatedValuesAreEscapedAndLiteralTextIsMarkdown() {
    let key = LocalizedStringKey([
        StringLiteralPiece(text: "**", isInterpolated: false), StringLiteralPiece(text: "a*b_[c]", isInterpolated: true),
        StringLiteralPiece(text: "**", isInterpolated: false),
    ])
    #expect(key.markdown == "**a\\*b\\_\\[c\\]**")
    guard case .text(let string, let spans) = key.textKind else { return #expect(Bool(false)) }
    #expect(string == "a*b_[c]")
    #expect(spans.map(\.range) == [0..<7])
    #expect(spans.map { $0.writers.map(\.description) } == [["bold()"]])
}

@Test func aKeyWithoutMarkupIsPlainText() {
    guard case .text(let string, let spans) = LocalizedStringKey(markdown: "Section 7").textKind else { return #expect(Bool(false)) }
    #expect(string == "Section 7")
    #expect(spans.isEmpty)
}

