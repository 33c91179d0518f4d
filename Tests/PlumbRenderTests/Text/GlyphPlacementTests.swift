import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

/// Drawing matches measuring: each character is drawn at its San Francisco position, so the painted line ends where
/// the measured one does, however long it is.
@Suite struct GlyphPlacementTests {
    let scene = SceneRenderer()

    /// The leftmost and rightmost columns holding dark ink in rows `rows` of `image`.
    func inkColumns(_ image: RenderedImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<image.width {
            for y in rows where y < image.height {
                let pixel = image[x, y]
                let green = (pixel >> 8) & 0xFF
                if green < 128 { columns.append(x); break }
            }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test(arguments: ["HHHHHHHHHHHHHHHHHHHHHHHHHHHHHH", "The quick brown fox jumps over the lazy dog, twice: the quick brown fox"])
    func aLongLineEndsWhereItsMeasurementDoes(string: String) throws {
        let width = scene.measurer.width(of: string, font: .body)
        let image = try scene.image(width + 20, 30) {
            Text(string).foregroundColor(.black).fixedSize().position(x: 10 + width / 2, y: 15)
        }
        let ink = try #require(inkColumns(image, rows: 5..<25))
        #expect(abs(CGFloat(ink.lowerBound) - 10) <= 2.5)
        // The last glyph's ink ends within its own advance: the sidebearing, not a drift along the line.
        #expect(CGFloat(ink.upperBound) <= 10 + width + 0.5)
        #expect(CGFloat(ink.upperBound) >= 10 + width - 3)
    }

    @Test func trackingIsDrawnAsMeasured() throws {
        let tracked = TextRun("ABC", tracking: 20)
        let width = scene.measurer.measure(tracked, proposal: .unspecified).size.width
        let image = try scene.image(140, 30) {
            Text("ABC").foregroundColor(.black).environment("tracking(20)") { $0.tracking = 20 }.fixedSize().position(x: 10 + width / 2, y: 15)
        }
        let ink = try #require(inkColumns(image, rows: 5..<25))
        // The ink spans two gaps of 20 and ends before the last character's tracking.
        #expect(CGFloat(ink.upperBound) <= 10 + width - 20 + 0.5)
        #expect(CGFloat(ink.upperBound - ink.lowerBound) > 40 + 20)
    }
}
