import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer()
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func unspecifiedOrInfiniteWidthSetsOneLine() {
        let ideal = measurer.measure(TextRun(sentence), proposal: .unspecified)
        let infinite = measurer.measure(TextRun(sentence), proposal: .infinity)
        #expect(ideal.lines == [sentence])
        #expect(infinite == ideal)
        #expect(ideal.size.height == measurer.metrics(of: .body).lineHeight)
    }

    @Test func finiteWidthWrapsAtWordsAndTakesTheWidestLine() {
        let ideal = measurer.measure(TextRun(sentence), proposal: .unspecified)
        let wrapped = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: ideal.size.width / 2, height: nil))
        #expect(wrapped.lines.count == 3)
        #expect(wrapped.lines.joined(separator: " ") == sentence)
        #expect(wrapped.size.width <= ideal.size.width / 2)
        let widest = wrapped.lines.map { measurer.width(of: $0, font: .body) }.max()
        #expect(wrapped.size.width == widest)
        #expect(wrapped.size.height == measurer.metrics(of: .body).lineHeight + 2 * 22)
    }

    @Test func proposingTheMeasuredWidthKeepsTheLines() {
        let wrapped = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: 150, height: nil))
        let again = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: wrapped.size.width, height: nil))
        #expect(again.lines == wrapped.lines)
    }

    @Test func wordsWiderThanTheLineBreakAtCharacters() {
        let measurement = measurer.measure(TextRun("Supercalifragilistic"), proposal: ProposedViewSize(width: 60, height: nil))
        #expect(measurement.lines.count > 1)
        #expect(measurement.lines.joined() == "Supercalifragilistic")
    }

    @Test func lineLimitCutsWithAnEllipsis() {
        let run = TextRun(sentence, lineLimit: 2)
        let measurement = measurer.measure(run, proposal: ProposedViewSize(width: 120, height: nil))
        #expect(measurement.lines.count == 2)
        #expect(measurement.lines[1].hasSuffix("…"))
        #expect(measurement.size.width <= 120)
    }

    @Test func finiteHeightLimitsLines() {
        let lineHeight = measurer.metrics(of: .body).lineHeight
        let measurement = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: 120, height: 2.5 * lineHeight))
        #expect(measurement.lines.count == 2)
        #expect(measurement.lines[1].hasSuffix("…"))
        let tiny = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: 120, height: 3))
        #expect(tiny.lines.count == 1)
    }

    @Test(arguments: [TruncationMode.head, .middle, .tail])
    func truncationModesPlaceTheEllipsis(mode: TruncationMode) {
        let run = TextRun(sentence, lineLimit: 1, truncationMode: mode)
        let line = measurer.measure(run, proposal: ProposedViewSize(width: 100, height: nil)).lines[0]
        switch mode {
        case .head: #expect(line.hasPrefix("…") && line.hasSuffix("dog"))
        case .middle: #expect(line.hasPrefix("The") && line.hasSuffix("dog") && line.contains("…"))
        case .tail: #expect(line.hasPrefix("The") && line.hasSuffix("…"))
        }
    }

    @Test func zeroProposalsGiveZero() {
        #expect(measurer.measure(TextRun(sentence), proposal: .zero) == .zero)
        #expect(measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: 0, height: nil)) == .zero)
        #expect(measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: nil, height: 0)) == .zero)
    }

    @Test func newlinesStartLines() {
        let measurement = measurer.measure(TextRun("one\ntwo\nthree"), proposal: .unspecified)
        #expect(measurement.lines == ["one", "two", "three"])
        let limited = measurer.measure(TextRun("one\ntwo\nthree", lineLimit: 2), proposal: .unspecified)
        #expect(limited.lines == ["one", "two…"])
    }

    @Test func baselinesComeFromTheFont() {
        let metrics = measurer.metrics(of: .body)
        let measurement = measurer.measure(TextRun(sentence), proposal: ProposedViewSize(width: 100, height: nil))
        #expect(measurement.firstBaseline == metrics.ascender)
        #expect(measurement.lastBaseline == CGFloat(measurement.lines.count - 1) * metrics.lineAdvance + metrics.ascender)
    }

    @Test func fontMetricsAreOrderedSensibly() {
        let metrics = measurer.metrics(of: .body)
        #expect(metrics.descender < 0)
        #expect(metrics.capHeight > 0 && metrics.capHeight < metrics.ascender)
        #expect(metrics.ascender > 12 && metrics.ascender < 19)
        #expect(metrics.lineHeight > 17 && metrics.lineHeight < 23)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStylesScaleWithTheirPointSize(style: Font.TextStyle) {
        let lineHeight = measurer.metrics(of: Font(style: style)).lineHeight
        #expect(abs(lineHeight / style.pointSize - measurer.metrics(of: .body).lineHeight / 17) < 0.02)
    }

    @Test func boldIsWiderAndItalicIsSet() {
        let regular = measurer.width(of: "Hello", font: .body)
        #expect(measurer.width(of: "Hello", font: Font.body.bold()) > regular)
        #expect(measurer.width(of: "Hello", font: Font.body.italic()) > 0)
    }

    @Test func repeatedQueriesAreCached() {
        let run = TextRun(sentence)
        let narrow = ProposedViewSize(width: 90, height: nil)
        let first = measurer.measure(run, proposal: narrow)
        #expect(measurer.measurementsSet == 1)
        for _ in 0..<100 { #expect(measurer.measure(run, proposal: narrow) == first) }
        #expect(measurer.measurementsSet == 1)
        _ = measurer.measure(run, proposal: ProposedViewSize(width: 91, height: nil))
        _ = measurer.measure(TextRun(sentence, lineLimit: 1), proposal: narrow)
        #expect(measurer.measurementsSet == 3)
    }

    @Test func trackingAddsItsAmountAfterEachCharacter() {
        let plain = measurer.measure(TextRun("TRACKED"), proposal: .unspecified)
        let tracked = measurer.measure(TextRun("TRACKED", tracking: 8), proposal: .unspecified)
        #expect(abs(tracked.size.width - plain.size.width - 7 * 8) < 0.01)
        #expect(tracked.size.height == plain.size.height)
        let wrapped = measurer.measure(TextRun("ab cd", tracking: 20), proposal: ProposedViewSize(width: plain.size.width, height: nil))
        #expect(wrapped.lines == ["ab", "cd"])
    }

    @Test func lineSpacingSeparatesLinesAndCountsAgainstAFiniteHeight() {
        let run = TextRun("one two three", lineSpacing: 6)
        let oneLine = measurer.measure(TextRun("one"), proposal: .unspecified)
        let narrow = ProposedViewSize(width: oneLine.size.width * 2, height: nil)
        let spaced = measurer.measure(run, proposal: narrow)
        #expect(spaced.lines.count == 3)
        #expect(abs(spaced.size.height - (oneLine.size.height + 2 * (22 + 6))) < 0.01)
        let twoLines = ProposedViewSize(width: narrow.width, height: oneLine.size.height + 22 + 6)
        #expect(measurer.measure(run, proposal: twoLines).lines.count == 2)
    }

    @Test func widthsAndLinesAreSanFranciscosByDefault() {
        let text = measurer.measure(TextRun("Some SwiftUI text"), proposal: .unspecified)
        #expect(abs(text.size.width - 136.19091796875) < 0.002)
        #expect(text.size.height == 20.287109375)
        #expect(measurer.measuresAsSanFrancisco)
    }

    @Test func charactersOutsideTheTableTakeTheDrawingFontsAdvanceScaledToSanFrancisco() {
        let arrow = measurer.width(of: "→", font: .body)
        let dash = measurer.width(of: "—", font: .body)
        #expect(arrow > 5 && arrow < 25)
        #expect(dash > arrow / 2)
        #expect(measurer.width(of: "a→b", font: .body) == measurer.width(of: "ab", font: .body) + arrow)
    }

    @Test func aFamilyMeasuresWithItsOwnMetrics() {
        let dejaVu = PangoTextMeasurer(family: "DejaVu Sans")
        #expect(!dejaVu.measuresAsSanFrancisco)
        let ownLine = dejaVu.metrics(of: .body).lineHeight
        #expect(ownLine > 19 && ownLine < 20.2)
        #expect(dejaVu.metrics(of: .body).lineAdvance == ownLine)
        // DejaVu Sans is 5–8 % wider than San Francisco.
        let ratio = dejaVu.width(of: "Some SwiftUI text", font: .body) / measurer.width(of: "Some SwiftUI text", font: .body)
        #expect(ratio > 1.04 && ratio < 1.15)
    }

    @Test func symbolSizesFollowTheFontAndScale() {
        let body = measurer.symbolSize(named: "star", variants: .none, font: .body, scale: .medium)
        let large = measurer.symbolSize(named: "star", variants: .none, font: .body, scale: .large)
        #expect(body.height > 17 && body.height < 24)
        #expect(large.height > body.height)
        #expect(measurer.symbolSize(named: "no.such.symbol", variants: .none, font: .body, scale: .medium).width > 0)
    }
}
