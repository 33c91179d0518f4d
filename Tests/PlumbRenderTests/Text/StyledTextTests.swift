import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct StyledTextTests {
    let scene = SceneRenderer()

    private func bold() -> TextSpan {
        TextSpan(range: 5..<9, writers: [EnvironmentWriter("bold()") { $0.forcesBold = true }])
    }

    @Test func aBoldSpanWidensItsLineAndTheLineIsMeasuredAsDrawn() {
        let measurer = scene.measurer
        let plain = measurer.measure(TextRun("Some text"), proposal: .unspecified)
        let styled = measurer.measure(TextRun("Some text", spans: [bold()], in: EnvironmentValues()), proposal: .unspecified)
        let boldWidth = measurer.width(of: "text", font: Font.body.bold())
        let plainWidth = measurer.width(of: "text", font: .body)
        #expect(abs(styled.size.width - plain.size.width - (boldWidth - plainWidth)) < 0.5)
        #expect(styled.lineSpans == [[TextMeasurement.LineSpan(range: 5..<9, span: 0)]])
    }

    @Test func aTruncatedStyledLineFitsItsWidth() {
        let run = TextRun("Some text that goes on", spans: [TextSpan(range: 5..<22, writers: [EnvironmentWriter("bold()") { $0.forcesBold = true }])], in: {
            var environment = EnvironmentValues()
            environment.lineLimit = 1
            return environment
        }())
        let cut = scene.measurer.measure(run, proposal: ProposedViewSize(width: 90, height: nil))
        #expect(cut.lines.count == 1)
        #expect(cut.lines[0].hasSuffix("…"))
        #expect(cut.size.width <= 90)
        #expect(cut.lineSpans[0].last?.range.upperBound == cut.lines[0].utf8.count)
    }

    @Test func aSpansOwnColourIsDrawnOnlyOverItsPart() throws {
        let red = TextSpan(range: 4..<8, writers: [EnvironmentWriter("foregroundColor(red)") { $0.foregroundStyle = .color(.red) }])
        let image = try scene.image(160, 40) {
            ViewNode(.text("MMMMMMMM", spans: [TextSpan(range: 0..<4, writers: []), red]))
        }
        var redColumns: [Int] = []
        var darkColumns: [Int] = []
        for x in 0..<image.width {
            for y in 0..<image.height {
                let pixel = image[x, y]
                let (r, g, b) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
                if r > 180, g < 120, b < 120 { redColumns.append(x) }
                if r < 80, g < 80, b < 80 { darkColumns.append(x) }
            }
        }
        #expect(!redColumns.isEmpty && !darkColumns.isEmpty)
        #expect((darkColumns.max() ?? 0) < (redColumns.min() ?? 0))
    }
}
