import CCairo
import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct CanvasTests {
    let scene = SceneRenderer()

    /// Paints on a 2× image surface the way a HiDPI window does: by the surface's device scale, not the matrix.
    func paintWithDeviceScale(_ tree: SolvedTree) -> RenderedImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tree.size.width * 2), Int32(tree.size.height * 2))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, 2, 2)
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        Painter(measurer: scene.measurer).paint(tree, options: RenderOptions(), in: context)
        return RenderedImage(surface: surface)
    }

    @Test func deviceScaleSnapsAndRasterisesLikeAMatrixScale() throws {
        let tree = scene.solve(120, 50) {
            HStack(spacing: 7.3) {
                RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 31.7, height: 21.2)
                Text("Sharp").font(.callout)
            }
        }
        let byMatrix = try scene.render(tree, options: RenderOptions(scale: 2)).output
        #expect(paintWithDeviceScale(tree) == byMatrix)
    }

    @Test func snappingMovesEdgesToPixelBoundaries() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, 3, 3)
        let canvas = Canvas(context)
        #expect(canvas.scale == 3)
        #expect(canvas.isRaster)
        let snapped = canvas.snapped(CGRect(x: 0.4, y: 1.1, width: 1.0, height: 0.5))
        #expect(abs(snapped.minX - 1.0 / 3) < 1e-9 && abs(snapped.maxX - 4.0 / 3) < 1e-9)
        #expect(abs(snapped.minY - 1.0) < 1e-9 && abs(snapped.maxY - 5.0 / 3) < 1e-9)
    }

    @Test func aRectThinnerThanAPixelKeepsThePixelItLiesMostIn() {
        // A 0.5-point hairline at scale 1 from 19.5 to 20.0 would round to an empty rect; it keeps pixel 19. One of
        // no height stays empty.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        let canvas = Canvas(context)
        #expect(canvas.snapped(CGRect(x: 0, y: 19.5, width: 100, height: 0.5)) == CGRect(x: 0, y: 19, width: 100, height: 1))
        #expect(canvas.snapped(CGRect(x: 3.2, y: 0, width: 0.3, height: 4)) == CGRect(x: 3, y: 0, width: 1, height: 4))
        #expect(canvas.snapped(CGRect(x: 0, y: 5.2, width: 10, height: 0)).height == 0)
    }
}
