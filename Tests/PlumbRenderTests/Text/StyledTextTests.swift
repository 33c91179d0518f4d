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

@Suite struct InlineSymbolTests {
    let scene = SceneRenderer()

    @Test func aSymbolInATextTakesItsRoomAndIsDrawnThereInItsColour() throws {
        let placeholder = TextSpan.symbolPlaceholder
        let bytes = placeholder.utf8.count
        let red = EnvironmentWriter("foregroundColor(red)") { $0.foregroundStyle = .color(.red) }
        let spans = [TextSpan(range: 0..<1, writers: []), TextSpan(range: 1..<1 + bytes, writers: [red], symbol: "heart.fill"),
                     TextSpan(range: 1 + bytes..<2 + bytes, writers: [])]
        let run = TextRun("M" + placeholder + "M", spans: spans, in: EnvironmentValues())
        let measured = scene.measurer.measure(run, proposal: .unspecified)
        let letter = scene.measurer.width(of: "M", font: .body)
        let symbol = scene.measurer.inlineSymbolBounds(named: "heart.fill", font: .body)
        #expect(abs(measured.size.width - (2 * letter + symbol.width)) < 0.5)
        let image = try scene.image(120, 40) { ViewNode(.text("M" + placeholder + "M", spans: spans)) }
        // Red pixels only between the two letters.
        var redColumns: [Int] = []
        for x in 0..<image.width {
            for y in 0..<image.height {
                let pixel = image[x, y]
                if Int(pixel >> 16 & 0xFF) > 180, Int(pixel >> 8 & 0xFF) < 120 { redColumns.append(x) }
            }
        }
        let left = (120 - measured.size.width) / 2
        #expect(!redColumns.isEmpty)
        #expect(CGFloat(redColumns.min() ?? 0) >= left + letter - 1)
        #expect(CGFloat(redColumns.max() ?? 0) <= left + letter + symbol.width + 1)
    }
}
