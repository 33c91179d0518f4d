import CCairo
import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ShapeOutlineTests {
    let scene = SceneRenderer()

    @Test func anUnevenRoundedRectangleRoundsOnlyTheCornersGivenARadius() throws {
        let radii = RectangleCornerRadii(topLeading: 30, bottomTrailing: 10)
        let image = try scene.image(100, 60) {
            ViewNode(.shape(.unevenRoundedRectangle(radii, style: .circular), ShapePaint.fill(.color(.blue))))
        }
        let white: UInt32 = 0xFFFF_FFFF
        let blue = image[50, 30]
        #expect(blue != white)
        #expect(image[3, 3] == white)
        #expect(image[97, 2] == blue)
        #expect(image[2, 57] == blue)
        #expect(image[99, 59] == white)
        #expect(image[96, 56] == blue)
    }

    /// Found by fuzzing: `Path { $0.move(to: CGPoint(x: .nan, y: 0)); $0.addLine(to: CGPoint(x: 1e300, y: 1e300)) }.fill()`
    /// took gigabytes in Cairo, then crashed.
    @Test(arguments: [CGFloat.nan, 1e300, 2_000_000])
    func aPathWithAnUndrawablePointAddsNothing(coordinate: CGFloat) throws {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: coordinate, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 40))
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        defer { cairo_destroy(context) }
        ShapeOutline(shape: .path(path), rect: CGRect(x: 0, y: 0, width: 50, height: 50)).add(to: context)
        #expect(cairo_has_current_point(context) == 0)
        var drawable = Path()
        drawable.move(to: CGPoint(x: 10, y: 10))
        drawable.addLine(to: CGPoint(x: 999_000, y: 20))
        ShapeOutline(shape: .path(drawable), rect: CGRect(x: 0, y: 0, width: 50, height: 50)).add(to: context)
        #expect(cairo_has_current_point(context) != 0)
    }

    @Test func strokeBorderShrinksEachCornersRadius() {
        let shape = ShapeKind.unevenRoundedRectangle(RectangleCornerRadii(topLeading: 10, topTrailing: 2), style: .continuous)
        #expect(shape.inset(by: 4) == .unevenRoundedRectangle(RectangleCornerRadii(topLeading: 6), style: .continuous))
    }
}
