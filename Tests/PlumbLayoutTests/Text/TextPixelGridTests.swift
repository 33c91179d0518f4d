import Foundation
import Testing
@testable import PlumbLayout

/// A Text's size is ceiled to the display's pixel grid; other views are not rounded (SEMANTICS §20.3).
@Suite struct TextPixelGridTests {
    func solve(_ view: some View, scale: CGFloat) -> SolvedTree {
        let typesetter = TextTypesetter(glyphs: SanFranciscoMetrics()) { _, _, font, _ in CGSize(width: font.size, height: font.size) }
        let engine = LayoutEngine(measurer: typesetter)
        engine.rootEnvironment.displayScale = scale
        return engine.solve(view.viewNode, in: CGSize(width: 390, height: 844))
    }

    @Test(arguments: [(CGFloat(3), CGFloat(409) / 3, CGFloat(61) / 3), (2, 136.5, 20.5), (1, 137, 21)])
    func aOneLineTextIsCeiledToThePixel(scale: CGFloat, width: CGFloat, height: CGFloat) {
        let frame = solve(Text("Some SwiftUI text").id("text"), scale: scale).frame("text")
        #expect(frame.size == CGSize(width: width, height: height))
    }

    @Test func twoBodyLinesAre42AndAThirdAtThreeTimes() {
        let frame = solve(Text("one\ntwo").id("text"), scale: 3).frame("text")
        #expect(frame.height == CGFloat(127) / 3)
    }

    @Test func otherViewsStayUnrounded() {
        let tree = solve(HStack(spacing: 0) { Color.red.frame(width: 10.1, height: 10.1).id("box"); Text("a").id("a") }, scale: 3)
        #expect(tree.frame("box").size == CGSize(width: 10.1, height: 10.1))
        let a = tree.frame("a")
        #expect((a.width * 3).rounded() == a.width * 3 || abs((a.width * 3).rounded() - a.width * 3) < 1e-9)
    }
}
