import PlumbInterpreter
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func interpolatedValuesAreTextAndLiteralTextIsMarkdown() {
    let key = LocalizedStringKey([
        StringLiteralPiece(text: "**", isInterpolated: false), StringLiteralPiece(text: "a*b_[c]", isInterpolated: true),
        StringLiteralPiece(text: "**", isInterpolated: false),
    ])
    #expect(key.markdown == "**\u{E000}**")
    #expect(key.arguments == ["a*b_[c]"])
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


@Test func aValueInterpolatedIntoACodeSpanIsShownAsItIs() {
    let key = LocalizedStringKey([
        StringLiteralPiece(text: "Run `", isInterpolated: false), StringLiteralPiece(text: "make_`all`", isInterpolated: true),
        StringLiteralPiece(text: "` now", isInterpolated: false),
    ])
    guard case .text(let string, let spans) = key.textKind else { return #expect(Bool(false)) }
    #expect(string == "Run make_`all` now")
    #expect(spans.map(\.range) == [4..<14])
    #expect(spans.map { $0.writers.map(\.description) } == [["monospaced()"]])
}
