import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Test func aSegmentedControlRaisesItsSelectedSegmentOnAWhiteThumbOverAGreyTrack() throws {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())
    let control = fixtures.node(.painted(SegmentedTrack(selected: 1, count: 3)), rect(10, 10, 300, 32))
    let tree = SolvedTree(size: CGSize(width: 320, height: 52), root: fixtures.node(.group, rect(0, 0, 320, 52), children: [control]))
    let image = try Renderer(measurer: fixtures.measurer).renderImage(tree).output
    func grey(_ x: Int) -> Int { Int(image[x, 26] & 0xFF) }
    // The middle segment (110…210) is white; the others show the track, a light grey; outside it, the white page.
    #expect(grey(160) == 255)
    #expect((225...240).contains(grey(60)) && (225...240).contains(grey(260)))
    #expect(grey(5) == 255)
}
