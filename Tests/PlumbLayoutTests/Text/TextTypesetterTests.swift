import Foundation
import Testing
@testable import PlumbLayout

/// Text set with San Francisco's metrics, as an iPhone sets it (SEMANTICS §20).
@Suite struct TextTypesetterTests {
    let typesetter = TextTypesetter(glyphs: SanFranciscoMetrics()) { _, _, font, _ in CGSize(width: font.size, height: font.size) }

    func measure(_ run: TextRun, width: CGFloat? = nil, height: CGFloat? = nil) -> TextMeasurement {
        typesetter.measure(run, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func oneBodyLineIsSanFranciscosLineHeightTallWithItsBaselineAnAscenderDown() {
        let text = measure(TextRun("Some SwiftUI text"))
        #expect(abs(text.size.width - 136.19091796875) < 0.002)
        #expect(text.size.height == 20.287109375)
        #expect(text.firstBaseline == 16.1865234375)
        #expect(text.lastBaseline == 16.1865234375)
    }

    @Test func furtherLinesOfATextStyleAddItsLeading() {
        #expect(measure(TextRun("one\ntwo")).size.height == 20.287109375 + 22)
        let five = measure(TextRun("1\n2\n3\n4\n5"))
        #expect(five.size.height == 20.287109375 + 4 * 22)
        #expect(five.lastBaseline == 16.1865234375 + 4 * 22)
        #expect(measure(TextRun("one\ntwo", font: .title)).size.height == CGFloat(28 * 2444) / 2048 + 34)
        #expect(measure(TextRun("1\n2\n3\n4\n5", font: .title)).size.height == CGFloat(28 * 2444) / 2048 + 4 * 34)
        #expect(measure(TextRun("one\ntwo", font: .caption2)).size.height == CGFloat(11 * 2444) / 2048 + 13)
    }

    @Test func furtherLinesOfAFixedSizeFontAddItsLineHeight() {
        #expect(measure(TextRun("one\ntwo", font: .system(size: 17))).size.height == 2 * 20.287109375)
    }

    @Test func lineSpacingAddsToTheLeading() {
        let text = measure(TextRun("one\ntwo", lineSpacing: 4))
        #expect(text.size.height == 20.287109375 + 22 + 4)
        #expect(text.lastBaseline == 16.1865234375 + 26)
    }

    @Test func aFiniteHeightKeepsTheLinesWhoseLeadingItHolds() {
        let run = TextRun("one two three four", lineLimit: nil)
        let word = typesetter.width(of: "three", font: .body)
        #expect(measure(run, width: word, height: 20.287109375 + 22).lines.count == 2)
        #expect(measure(run, width: word, height: 20.287109375 + 21.9).lines.count == 1)
    }

    @Test func wrappingBreaksAfterSpacesWithinTheWidth() {
        let run = TextRun("Some SwiftUI text")
        let firstTwo = typesetter.width(of: "Some SwiftUI", font: .body)
        let wrapped = measure(run, width: firstTwo)
        #expect(wrapped.lines == ["Some SwiftUI", "text"])
        #expect(wrapped.size.width == firstTwo)
        #expect(measure(run, width: firstTwo - 0.01).lines.first == "Some")
    }

    @Test func trailingSpacesHangPastTheWidth() {
        let plain = measure(TextRun("ab cd"))
        #expect(measure(TextRun("ab cd   ")).size.width == plain.size.width)
        let widest = max(typesetter.width(of: "ab", font: .body), typesetter.width(of: "cd", font: .body))
        #expect(measure(TextRun("ab      cd"), width: widest).lines == ["ab", "cd"])
    }

    @Test func aHyphenOrDashIsABreakBeforeALetter() {
        let run = TextRun("well-known")
        #expect(measure(run, width: typesetter.width(of: "well-kno", font: .body)).lines == ["well-", "known"])
        #expect(measure(TextRun("page 1-2"), width: typesetter.width(of: "page 1-", font: .body)).lines == ["page", "1-2"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let text = measure(TextRun("Supercalifragilistic"), width: 60)
        #expect(text.lines.count > 1)
        #expect(text.lines.joined() == "Supercalifragilistic")
        #expect(text.size.width <= 60)
    }

    @Test func ideographsBreakBetweenAnyTwoButNotBeforeClosingPunctuation() {
        let one = typesetter.width(of: "日", font: .body)
        let text = measure(TextRun("日本語。"), width: 2.5 * one)
        #expect(text.lines == ["日本", "語。"])
    }

    @Test func aLineLimitCutsTheLastLineWithAnEllipsisThatFits() {
        let text = measure(TextRun("The quick brown fox jumps over the lazy dog", lineLimit: 1), width: 100)
        #expect(text.lines.count == 1)
        #expect(text.lines[0].hasPrefix("The") && text.lines[0].hasSuffix("…"))
        #expect(text.size.width <= 100)
        #expect(text.size.width == typesetter.width(of: text.lines[0], font: .body))
    }

    @Test func textThatWouldBeCutShrinksDownToItsMinimumScaleFactorFirst() {
        var run = TextRun("The quick brown fox jumps", lineLimit: 1)
        run.minimumScaleFactor = 0.5
        let full = measure(TextRun("The quick brown fox jumps")).size.width
        let shrunk = measure(run, width: 0.7 * full)
        #expect(shrunk.lines == ["The quick brown fox jumps"])
        // Smaller sizes track looser (SF's tracking table), so the text shrinks a little more than 0.7.
        #expect(shrunk.fontScale > 0.6 && shrunk.fontScale < 0.7)
        #expect(shrunk.size.width <= 0.7 * full)
        #expect(shrunk.size.height == 20.287109375 * shrunk.fontScale)
        let floor = measure(run, width: 0.3 * full)
        #expect(floor.fontScale == 0.5)
        #expect(floor.lines.count == 1 && floor.lines[0].hasSuffix("…"))
        #expect(measure(run, width: full).fontScale == 1)
    }

    @Test func trackingFollowsEveryCharacterTheLastToo() {
        let plain = measure(TextRun("TRACKED")).size.width
        #expect(abs(measure(TextRun("TRACKED", tracking: 2)).size.width - plain - 14) < 1e-9)
    }

    @Test func repeatedQueriesAreAnsweredFromTheCache() {
        let run = TextRun("cached text")
        _ = measure(run, width: 50)
        _ = measure(run, width: 50)
        #expect(typesetter.measurementsSet == 1)
    }
}
