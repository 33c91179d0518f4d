import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

/// Gradients painted pixel by pixel: where each colour lands for every gradient style, on a view, a shape and a text.
@Suite struct GradientPatternTests {
    let scene = SceneRenderer()
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let redToBlue = Gradient(colors: [red, blue])

    /// The colour of a pixel as 0…255 components (the pictures are opaque).
    func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let pixel = image[x, y]
        return [16, 8, 0].map { Int((pixel >> UInt32($0)) & 0xFF) }
    }

    /// Whether `actual` is `expected` within `tolerance` on each component.
    func near(_ actual: [Int], _ expected: [Int], _ tolerance: Int = 3) -> Bool {
        zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func paint(_ geometry: GradientFill.Geometry, width: CGFloat, height: CGFloat) throws -> RenderedImage {
        try scene.image(width, height) { GradientFill(Self.redToBlue, geometry).frame(width: width, height: height) }
    }

    @Test func aLinearGradientRunsFromItsStartPointToItsEndPoint() throws {
        let image = try paint(.linear(startPoint: .leading, endPoint: .trailing), width: 100, height: 10)
        #expect(near(rgb(image, 0, 5), [254, 0, 1]))
        #expect(near(rgb(image, 50, 5), [126, 0, 129]))
        #expect(near(rgb(image, 99, 5), [1, 0, 254]))
    }

    @Test func aRadialGradientShadesBetweenItsTwoRadiiAndKeepsItsEndColoursBeyond() throws {
        let image = try paint(.radial(center: .center, startRadius: 10, endRadius: 40), width: 100, height: 100)
        #expect(near(rgb(image, 50, 50), [255, 0, 0]))
        #expect(near(rgb(image, 75, 50), [123, 0, 132]))
        #expect(near(rgb(image, 50, 95), [0, 0, 255]))
    }

    @Test func anEllipticalGradientTakesTheShapeOfItsBounds() throws {
        let image = try paint(.elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5), width: 200, height: 100)
        #expect(near(rgb(image, 100, 50), [252, 0, 3]))
        #expect(near(rgb(image, 150, 50), [126, 0, 129]))
        #expect(near(rgb(image, 100, 75), [126, 0, 129]))
        #expect(near(rgb(image, 199, 50), [1, 0, 254]))
    }

    @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
        let image = try paint(.angular(center: .center, startAngle: .zero, endAngle: .zero), width: 100, height: 100)
        // Just clockwise of the seam, where the turn starts (on the seam the last colour meets the first).
        #expect(near(rgb(image, 95, 53), [252, 0, 3], 4))
        #expect(near(rgb(image, 50, 95), [191, 0, 64], 4))
        #expect(near(rgb(image, 5, 50), [128, 0, 127], 4))
        #expect(near(rgb(image, 50, 5), [64, 0, 191], 4))
    }

    /// SwiftUI's rule for a sweep short of a turn: the gap is half the last colour (after the end), half the first.
    @Test func anAngularGradientFillsTheRestOfTheTurnWithItsEndColours() throws {
        let image = try paint(.angular(center: .center, startAngle: .zero, endAngle: Angle(radians: .pi)), width: 100, height: 100)
        #expect(near(rgb(image, 50, 95), [128, 0, 127], 4))
        #expect(near(rgb(image, 20, 20), [0, 0, 255]))
        #expect(near(rgb(image, 80, 20), [255, 0, 0]))
    }

    /// A circle is drawn through the sprite cache; its gradient spreads over the circle's frame.
    @Test func aShapeFilledWithAGradientSpreadsItOverItsFrame() throws {
        let fill = GradientFill(Self.redToBlue, .linear(startPoint: .top, endPoint: .bottom))
        let image = try scene.image(40, 40) { Circle().fill(fill).frame(width: 40, height: 40) }
        #expect(near(rgb(image, 20, 2), [239, 0, 16]))
        #expect(near(rgb(image, 20, 37), [16, 0, 239]))
    }

    @Test func textInAGradientIsInkedWithIt() throws {
        let fill = GradientFill(Self.redToBlue, .linear(startPoint: .leading, endPoint: .trailing))
        let image = try scene.image(200, 60) { Text("MMMMMMMM").font(.system(size: 30)).foregroundStyle(fill) }
        let inked = (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, color: rgb(image, $0, y)) } }.filter { $0.color[1] < 100 }
        let left = inked.filter { $0.x < 80 }, right = inked.filter { $0.x > 120 }
        #expect(!left.isEmpty && !right.isEmpty)
        #expect(left.allSatisfy { $0.color[0] > $0.color[2] })
        #expect(right.allSatisfy { $0.color[2] > $0.color[0] })
    }
}
