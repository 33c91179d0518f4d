import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct CanvasDrawingPainterTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    /// A 40×40 canvas at (10, 10) drawing `operations`, rendered on white.
    private func image(_ operations: [CanvasOperation]) throws -> RenderedImage {
        let canvas = fixtures.node(.canvas(CanvasDrawing { _ in operations }), rect(10, 10, 40, 40))
        let tree = SolvedTree(size: CGSize(width: 60, height: 60), root: fixtures.node(.group, rect(0, 0, 60, 60), children: [canvas]))
        return try Renderer(measurer: fixtures.measurer).renderImage(tree).output
    }

    private func red(_ image: RenderedImage, _ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 16 & 0xFF) }
    private func green(_ image: RenderedImage, _ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 8 & 0xFF) }

    @Test func operationsAreDrawnInTheCanvasCoordinatesUnderTheirTransformAndClippedToTheCanvas() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let drawn = try image([
            CanvasOperation(.shape(square, .fill(.color(.red)))),
            CanvasOperation(.shape(square, .fill(.color(.red))), transform: .translation(20, 20)),
            CanvasOperation(.shape(Path(CGRect(x: -20, y: 0, width: 30, height: 5)), .fill(.color(.red))), transform: .translation(0, 30)),
        ])
        // Red is (255, 59, 48): its green channel tells red from white.
        #expect(green(drawn, 15, 15) < 100)
        #expect(green(drawn, 25, 25) > 200)
        #expect(green(drawn, 35, 35) < 100)
        #expect(green(drawn, 12, 42) < 100)
        #expect(green(drawn, 8, 42) > 200)
    }

    @Test func opacityAndClipsApplyToTheirOperation() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawn = try image([
            CanvasOperation(.shape(square, .fill(.color(.black))), opacity: 0.5, clips: [Path(CGRect(x: 0, y: 0, width: 10, height: 20))]),
        ])
        #expect(abs(red(drawn, 15, 15) - 128) <= 2)
        #expect(red(drawn, 25, 15) == 255)
    }
}
