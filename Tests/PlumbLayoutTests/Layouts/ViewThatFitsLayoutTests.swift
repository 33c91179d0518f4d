import Foundation
import Testing
@testable import PlumbLayout

@Suite struct ViewThatFitsLayoutTests {
    @Test func theFirstChildWhoseIdealWidthFitsIsShown() {
        func fitting(_ width: CGFloat) -> SolvedTree {
            solve(ViewThatFits(in: .horizontal) {
                box(300, 10).id("wide")
                box(100, 10).id("narrow")
            }.frame(width: width))
        }
        let narrow = fitting(200)
        #expect(narrow.node("wide") == nil)
        #expect(narrow.frame("narrow") == rect(150, 195, 100, 10))
        let wide = fitting(350)
        #expect(wide.frame("wide") == rect(50, 195, 300, 10))
        #expect(wide.node("narrow") == nil)
    }

    @Test func theLastChildIsShownWhenNoneFits() {
        let tree = solve(ViewThatFits {
            box(300, 10).id("first")
            box(250, 10).id("last")
        }.frame(width: 100))
        #expect(tree.node("first") == nil)
        #expect(tree.frame("last") == rect(75, 195, 250, 10))
    }

    @Test func aVerticalFitIsMeasuredAtTheProposedWidth() {
        // Proposed 100 wide, the long text wraps to two lines (40.8 > 30), so the short one is shown; measured with
        // no width it would have been one line and fit.
        let tree = solve(ViewThatFits(in: .vertical) {
            Text("aaaa bbbb cccc dddd").id("long")
            Text("short").id("short")
        }.frame(width: 100, height: 30))
        #expect(tree.node("long") == nil)
        #expect(tree.node("short") != nil)
    }

    @Test func noAxesShowsTheFirstChild() {
        let tree = solve(ViewThatFits(in: []) {
            box(500, 10).id("first")
            box(10, 10).id("second")
        })
        #expect(tree.frame("first") == rect(-50, 195, 500, 10))
        #expect(tree.node("second") == nil)
    }

    @Test func aChildNotShownProducesNoPreferences() {
        var seen: [CGFloat] = []
        _ = solve(ViewThatFits(in: .horizontal) {
            box(300, 10).preference(key: ShownWidths.self, value: [300])
            box(100, 10).preference(key: ShownWidths.self, value: [100])
        }.frame(width: 200).onPreferenceChange(ShownWidths.self) { seen = $0 })
        #expect(seen == [100])
    }
}

private struct ShownWidths: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}
