import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

/// A 100 × 200 window with a device's insets: 40 points on top, 20 at the bottom.
private let bleed = SafeAreaBleed(window: CGSize(width: 100, height: 200), insets: EdgeInsets(top: 40, bottom: 20))

@Test func aFrameTouchingTheSafeAreaExtendsToTheWindowsEdgeOnTheEdgesAsked() {
    let filling = rect(0, 40, 100, 140)
    #expect(bleed.extending(filling, into: .all) == rect(0, 0, 100, 200))
    #expect(bleed.extending(filling, into: .top) == rect(0, 40 - 40, 100, 180))
    #expect(bleed.extending(filling, into: []) == filling)
}

@Test func aFrameAwayFromTheSafeAreasBoundaryStaysWhereItIs() {
    let inside = rect(10, 60, 80, 50)
    #expect(bleed.extending(inside, into: .all) == inside)
    #expect(bleed.extending(rect(0, 100, 100, 80), into: .all) == rect(0, 100, 100, 100))
}

/// A blue bar at the top of the safe area and a green one at its bottom, under `extendsIntoSafeArea(edges)`.
private func bars(ignoring edges: Edge.Set?) throws -> RenderedImage {
    let measurer = PangoTextMeasurer()
    let content = VStack(spacing: 0) {
        Color.blue.frame(height: 30)
        Spacer()
        Color.green.frame(height: 30)
    }.viewNode
    let view = edges.map { ViewNode(.effect(.extendsIntoSafeArea($0)), children: [content]) } ?? content
    let tree = LayoutEngine(measurer: measurer).solve(view, in: CGSize(width: 100, height: 200), safeAreaInsets: EdgeInsets(top: 40, bottom: 20))
    return try Renderer(measurer: measurer).renderImage(tree).output
}

@Test func coloursIgnoringTheSafeAreaArePaintedIntoIt() throws {
    let white: UInt32 = 0xFFFF_FFFF
    let plain = try bars(ignoring: nil)
    #expect(plain[50, 10] == white)
    #expect(plain[50, 190] == white)
    let ignoring = try bars(ignoring: .all)
    #expect(ignoring[50, 10] == plain[50, 50])
    #expect(ignoring[50, 190] == plain[50, 170])
    let topOnly = try bars(ignoring: .top)
    #expect(topOnly[50, 10] == plain[50, 50])
    #expect(topOnly[50, 190] == white)
}

@Test func aGroupedListsBackgroundRunsUnderTheSafeArea() throws {
    let measurer = PangoTextMeasurer()
    let fixtures = TreeFixtures(measurer: measurer)
    let background = fixtures.node(.painted(FormBackground()), rect(0, 40, 100, 140))
    let tree = SolvedTree(size: CGSize(width: 100, height: 200), safeAreaInsets: EdgeInsets(top: 40, bottom: 20), root: background)
    let image = try Renderer(measurer: measurer).renderImage(tree).output
    #expect(image[50, 5] == image[50, 100])
    #expect(image[50, 195] == image[50, 100])
    #expect(image[50, 100] != 0xFFFF_FFFF)
}
