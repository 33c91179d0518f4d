import CCairo
import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct BoundsOverlayTests {
    let scene = SceneRenderer()

    /// The legend lines the bounds overlay returns for `tree`, painted on a scratch surface.
    func legend(of tree: SolvedTree) -> [String] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        return BoundsOverlay(canvas: Canvas(context)).paint(tree.root).map(\.text)
    }

    @Test func theLegendExplainsOnlyWhatWasPainted() {
        let touching = scene.solve(200, 100) { HStack(spacing: 0) { Color.red; Color.blue } }
        #expect(legend(of: touching) == ["view frame"])
        let spaced = scene.solve(200, 100) { VStack { Color.red; Color.blue } }
        #expect(legend(of: spaced) == ["view frame", "spacing between stacked views"])
        let pushed = scene.solve(200, 100) { HStack { Color.red.frame(width: 20); Spacer() } }
        #expect(legend(of: pushed) == ["view frame", "Spacer"])
    }
}
