import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Test func aPasteButtonsCapsuleIsFilledWithTheTintAndItsRoundEndsLeaveTheCorners() throws {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())
    let button = fixtures.node(.painted(PasteButtonChrome()), rect(10, 10, 100, 34))
    let tree = SolvedTree(size: CGSize(width: 120, height: 54), root: fixtures.node(.group, rect(0, 0, 120, 54), children: [button]))
    let image = try Renderer(measurer: fixtures.measurer).renderImage(tree).output
    // The capsule's middle is the accent colour, iOS's blue; its bounding box's corner, outside the round end, the page.
    #expect(String(image[60, 27], radix: 16) == "ff007aff")
    #expect(String(image[11, 11], radix: 16) == "ffffffff")
}
