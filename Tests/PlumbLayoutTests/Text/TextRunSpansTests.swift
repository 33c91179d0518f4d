import Foundation
import Testing
@testable import PlumbLayout

private func writer(_ name: String, _ apply: @escaping (inout EnvironmentValues) -> Void) -> EnvironmentWriter {
    EnvironmentWriter(name, apply: apply)
}

@Test func aSpanIsSetInTheFontItsModifiersMakeOfTheTextsEnvironment() {
    var environment = EnvironmentValues()
    environment.font = .title
    let run = TextRun("abcd", spans: [
        TextSpan(range: 0..<2, writers: []),
        TextSpan(range: 2..<4, writers: [writer("bold()") { $0.forcesBold = true }, writer("kerning(2)") { $0.tracking = 2 }]),
    ], in: environment)
    #expect(run.font == .title)
    #expect(run.spans == [
        TextRun.Span(range: 0..<2, font: .title, tracking: 0),
        TextRun.Span(range: 2..<4, font: Font.title.bold(), tracking: 2),
    ])
}

@Test func eachPartIsCasedOnItsOwnAndTheSpansFollowTheNewLengths() {
    var environment = EnvironmentValues()
    environment.textCase = .uppercase
    let run = TextRun("ßab", spans: [
        TextSpan(range: 0..<2, writers: []),
        TextSpan(range: 2..<4, writers: [writer("textCase(nil)") { $0.textCase = .lowercase }]),
    ], in: environment)
    #expect(run.string == "SSab")
    #expect(run.spans.map(\.range) == [0..<2, 2..<4])
}

@Test func aTruncatedLinesEllipsisTakesTheSpanOfTheCharacterBeforeIt() {
    let run = TextRun("plain bold", spans: [TextSpan(range: 6..<10, writers: [writer("bold()") { $0.forcesBold = true }])], in: EnvironmentValues())
    #expect(run.lineSpans("plain bo…", source: 0..<10) == [TextMeasurement.LineSpan(range: 6..<11, span: 0)])
    #expect(run.lineSpans("bold", source: 6..<10) == [TextMeasurement.LineSpan(range: 0..<4, span: 0)])
    #expect(run.lineSpans("…bold", source: 0..<10) == [TextMeasurement.LineSpan(range: 3..<7, span: 0)])
    #expect(TextRun("plain").lineSpans("plain", source: 0..<5).isEmpty)
}

@Test func theFixedMeasurerAdvancesEachCharacterInItsSpansFontAndLinesAreAsTallAsTheTallestFont() {
    let measurer = FixedMetricsTextMeasurer()
    var environment = EnvironmentValues()
    environment.font = .body
    let run = TextRun("ab cd", spans: [TextSpan(range: 3..<5, writers: [writer("font(.title)") { $0.font = .title }])], in: environment)
    let line = measurer.measure(run, proposal: .unspecified)
    #expect(line.size.width == 3 * 8.5 + 2 * 14)
    #expect(abs(line.size.height - 28 * 1.2) < 1e-9)
    #expect(line.lineSpans == [[TextMeasurement.LineSpan(range: 3..<5, span: 0)]])
    let wrapped = measurer.measure(run, proposal: ProposedViewSize(width: 30, height: nil))
    #expect(wrapped.lines == ["ab", "cd"])
    #expect(wrapped.lineSpans == [[], [TextMeasurement.LineSpan(range: 0..<2, span: 0)]])
    #expect(wrapped.size.width == 28)
}

@Test func aSymbolInATextIsAsWideAsItsSymbolAndCenteredOnTheCapitals() {
    let measurer = FixedMetricsTextMeasurer()
    let placeholder = TextSpan.symbolPlaceholder
    let run = TextRun("a" + placeholder, spans: [TextSpan(range: 0..<1, writers: []), TextSpan(range: 1..<1 + placeholder.utf8.count, writers: [], symbol: "star")],
                      in: EnvironmentValues())
    #expect(run.spans.last?.symbol == "star")
    #expect(measurer.measure(run, proposal: .unspecified).size.width == 8.5 + 20)
    // 20 points square, centred 17 × 0.7 / 2 above the baseline.
    #expect(measurer.inlineSymbolBounds(named: "star", font: .body) == CGRect(x: 0, y: -5.95 - 10, width: 20, height: 20))
}

@Test func aTruncationsEllipsisAfterASymbolIsNotTheSymbols() {
    let placeholder = TextSpan.symbolPlaceholder
    let run = TextRun(placeholder + " Favourites", spans: [TextSpan(range: 0..<3, writers: [], symbol: "star")], in: EnvironmentValues())
    #expect(run.lineSpans(placeholder + "…", source: 0..<run.string.utf8.count) == [TextMeasurement.LineSpan(range: 0..<3, span: 0)])
}
