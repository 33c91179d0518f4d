import Foundation
import Testing
@testable import PlumbRender

/// What of a shadow is rasterised, and how finely: found by fuzzing, `.shadow(radius: 1e300)` blurred a 4096 × 4096
/// image for 30 s of CPU (a radius past a million points now draws no shadow at all; a large one still blurs).
@Suite struct ShadowPainterTests {
    let canvas = CGRect(x: 0, y: 0, width: 390, height: 844)
    let view = CGRect(x: 100, y: 100, width: 40, height: 40)

    @Test func aSmallShadowIsTheViewAndThreeRadiiAroundItAtTheCanvasScale() throws {
        let plan = try #require(ShadowPainter(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 0, height: 10)).raster(bounds: view, visible: canvas, canvasScale: 3))
        #expect(plan.area == CGRect(x: 87, y: 87, width: 66, height: 66))
        #expect(plan.scale == 3)
    }

    @Test func aWideBlurIsRasterisedAtAtMost64PixelsARadius() throws {
        let plan = try #require(ShadowPainter(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 500_000, offset: .zero).raster(bounds: view, visible: canvas, canvasScale: 3))
        #expect(plan.scale == 64.0 / 500_000)
        #expect(max(plan.area.width, plan.area.height) * plan.scale < 4096)
    }

    @Test func onlyWhatCanFallOnTheCanvasIsRasterised() throws {
        let huge = CGRect(x: -500_000, y: -500_000, width: 1_000_000, height: 1_000_000)
        let plan = try #require(ShadowPainter(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 2, offset: CGSize(width: 5, height: 0)).raster(bounds: huge, visible: canvas, canvasScale: 2))
        #expect(plan.area == CGRect(x: -12, y: -7, width: 404, height: 858))
        #expect(plan.scale == 2)
        let outside = CGRect(x: 10_000, y: 0, width: 10, height: 10)
        #expect(ShadowPainter(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 2, offset: .zero).raster(bounds: outside, visible: canvas, canvasScale: 2)?.scale == nil)
    }
}
