import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ShapeOutlineTests {
    let scene = SceneRenderer()

    @Test func anUnevenRoundedRectangleRoundsOnlyTheCornersGivenARadius() throws {
        let radii = RectangleCornerRadii(topLeading: 30, bottomTrailing: 10)
        let image = try scene.image(100, 60) {
            ViewNode(.shape(.unevenRoundedRectangle(radii, style: .circular), .fill(.color(.blue))))
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

    @Test func strokeBorderShrinksEachCornersRadius() {
        let shape = ShapeKind.unevenRoundedRectangle(RectangleCornerRadii(topLeading: 10, topTrailing: 2), style: .continuous)
        #expect(shape.inset(by: 4) == .unevenRoundedRectangle(RectangleCornerRadii(topLeading: 6), style: .continuous))
    }
}
