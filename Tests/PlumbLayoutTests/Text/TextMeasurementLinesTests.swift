import Foundation
import Testing
@testable import PlumbLayout

@Suite struct TextMeasurementLinesTests {
    /// A 10-point-tall line whose baseline is 8 below its top.
    let metrics = FontMetrics(ascender: 8, descender: -2, leading: 0, capHeight: 6)

    @Test func linesStackALineHeightPlusTheSpacingApart() {
        let text = TextMeasurement(lines: ["a", "b", "c"], width: 30, metrics: metrics, lineSpacing: 5)
        #expect(text.size == CGSize(width: 30, height: 40))
        #expect(text.firstBaseline == 8)
        #expect(text.lastBaseline == 38)
        #expect((0..<3).map(text.baseline(ofLine:)) == [8, 23, 38])
        #expect(TextMeasurement(lines: [], width: 0, metrics: metrics, lineSpacing: 5).size == .zero)
    }

    @Test func aHeightFitsTheLinesWhoseSpacingItHolds() {
        #expect(TextMeasurement.lineCount(fitting: 40, metrics: metrics, lineSpacing: 5) == 3)
        #expect(TextMeasurement.lineCount(fitting: 39.9, metrics: metrics, lineSpacing: 5) == 2)
        #expect(TextMeasurement.lineCount(fitting: 30, metrics: metrics, lineSpacing: 0) == 3)
        #expect(TextMeasurement.lineCount(fitting: 2, metrics: metrics, lineSpacing: 0) == 1)
    }

    /// Found by fuzzing: `.font(.system(size: 0))` made this 0 / 0, and converting it to an integer trapped.
    @Test func linesThatDoNotAdvanceAllFitAndNoSpacingTraps() {
        #expect(TextMeasurement.lineCount(fitting: 40, metrics: metrics, lineSpacing: -10) == Int.max)
        #expect(TextMeasurement.lineCount(fitting: 1e300, metrics: metrics, lineSpacing: 0) == Int.max)
        #expect(TextMeasurement.lineCount(fitting: 40, metrics: metrics, lineSpacing: .nan) == 1)
        #expect(TextMeasurement.lineCount(fitting: 40, metrics: metrics, lineSpacing: -1e300) == 1)
        #expect(TextMeasurement.lineCount(fitting: 40, metrics: FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0), lineSpacing: 0) == Int.max)
    }

    @Test func reservedLinesMakeATextTallerBelowItsLines() {
        let one = TextMeasurement(lines: ["a"], width: 7, metrics: metrics, lineSpacing: 5)
        let reserved = one.reserving(lines: 3, metrics: metrics, lineSpacing: 5)
        #expect(reserved.size == CGSize(width: 7, height: 40))
        #expect(reserved.lines == ["a"])
        #expect(reserved.firstBaseline == 8 && reserved.lastBaseline == 8)
        #expect(one.reserving(lines: 1, metrics: metrics, lineSpacing: 5) == one)
        let empty = TextMeasurement.zero.reserving(lines: 2, metrics: metrics, lineSpacing: 0)
        #expect(empty.size == CGSize(width: 0, height: 20))
    }
}
