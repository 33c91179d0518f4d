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

@Test func anIntegerInterpolatedIntoATextLiteralIsGroupedAndAStringIsShownAsItIs() {
    let solution = SceneHarness("""
    struct ContentView: View {
        let count = 1000
        let total = -1234567
        let label = "1000"
        var body: some View {
            VStack {
                Text("\\(count) items").id("count")
                Text("\\(total)").id("total")
                Text("\\(7) days").id("small")
                Text(label).id("string")
                Text("\\(label) as text").id("interpolatedString")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.text("count", in: solution) == "1,000 items")
    #expect(SceneHarness.text("total", in: solution) == "-1,234,567")
    #expect(SceneHarness.text("small", in: solution) == "7 days")
    #expect(SceneHarness.text("string", in: solution) == "1000")
    #expect(SceneHarness.text("interpolatedString", in: solution) == "1000 as text")
}

@Test func aDateInterpolatedWithAStyleReadsAsTextWithThatStyle() {
    let solution = SceneHarness("""
    struct ContentView: View {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        var body: some View { Text("Created at \\(date, style: .date)").id("text") }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("text", in: solution) == "Created at January 15, 2027")
}
