import Foundation
import Testing
@testable import PlumbLayout

@Suite struct LazyGridLayoutTests {
    /// Six 10-point-high colours, tagged 0…5.
    private func items() -> ViewNode {
        ViewNode(.group, children: (0..<6).map { Color.red.frame(height: 10).id($0) })
    }

    private func frame(_ tree: SolvedTree, _ index: Int) -> CGRect {
        tree.root.first { $0.id == AnyHashable(index) }?.frame ?? .null
    }

    @Test func fixedColumnsTakeTheirWidthAndAdaptiveColumnsFitAsManyMinimaAsTheyCan() {
        // objc.io quiz 1: 200 − 70 − 8 leaves 122 for the adaptive column: two views of (122 − 8) / 2 = 57.
        let tree = solve(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { items() }.frame(width: 200))
        #expect(frame(tree, 0) == rect(100, 186, 70, 10))
        #expect(frame(tree, 1) == rect(178, 186, 57, 10))
        #expect(frame(tree, 2) == rect(243, 186, 57, 10))
        #expect(frame(tree, 3) == rect(100, 204, 70, 10))
    }

    @Test func anAdaptiveColumnIgnoresItsMinimumWhenLessIsLeft() {
        // objc.io quiz 2: the flexible column is clamped up to 140; the adaptive one gets the 52 left.
        let tree = solve(LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) { items() }.frame(width: 200))
        #expect(frame(tree, 0) == rect(100, 177, 140, 10))
        #expect(frame(tree, 1) == rect(248, 177, 52, 10))
    }

    @Test func theGridIsPlacedWithColumnsWorkedOutAgainFromItsSize() {
        // objc.io quiz 3: sized 96 + 8 + 120 = 224 in a 200 frame (so it starts at 88), then drawn 108 and 120.
        let tree = solve(LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) { items() }.frame(width: 200))
        #expect(frame(tree, 0) == rect(88, 177, 108, 10))
        #expect(frame(tree, 1) == rect(204, 177, 120, 10))
    }

    @Test func theGridTakesTheProposedWidthAndCentresFixedColumns() {
        let tree = solve(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), spacing: 0)], spacing: 4) {
            box(20, 10).id("a")
            box(20, 30).id("b")
            Color.red.id("c")
        }.id("grid"))
        #expect(tree.frame("grid") == rect(0, 178, 400, 44))
        #expect(tree.frame("a") == rect(161, 188, 20, 10))
        #expect(tree.frame("b") == rect(219, 178, 20, 30))
        #expect(tree.frame("c") == rect(146, 212, 50, 10))
    }

    @Test func aSectionsHeaderAndFooterTakeALineOfTheirOwn() {
        // Two 50-wide columns, 8 apart, in 400: the cells start at 146. The header (40 wide, centred in the grid's
        // width) has the first line; the three views after it fill a line and start the next; the footer follows.
        let header = ViewNode(.gridCell(.sectionHeaderOrFooter), children: [box(40, 20).id("header")])
        let footer = ViewNode(.gridCell(.sectionHeaderOrFooter), children: [box(30, 6).id("footer")])
        let tree = solve(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 4) {
            header
            box(20, 10).id(0)
            box(20, 10).id(1)
            box(20, 10).id(2)
            footer
        }.id("grid"))
        // Lines 20, 10, 10 and 6 long, 4 apart: 58 in all, centred in 400 from 171.
        #expect(tree.frame("grid") == rect(0, 171, 400, 58))
        #expect(tree.frame("header") == rect(180, 171, 40, 20))
        #expect(frame(tree, 0) == rect(161, 195, 20, 10))
        #expect(frame(tree, 1) == rect(219, 195, 20, 10))
        #expect(frame(tree, 2) == rect(161, 209, 20, 10))
        #expect(tree.frame("footer") == rect(185, 223, 30, 6))
    }

    @Test func theGridsAlignmentPlacesTheColumnsAndTheirViews() {
        let tree = solve(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .trailing)], alignment: .leading) {
            box(20, 10).id("a")
            box(20, 10).id("b")
        })
        #expect(tree.frame("a") == rect(0, 195, 20, 10))
        #expect(tree.frame("b") == rect(88, 195, 20, 10))
    }

    @Test func flexibleColumnsShareTheWidthInOrder() {
        // Each gets what is left over the columns left, in order: 392 / 2 = 196, then 196 clamped to 100; what the
        // clamp leaves over is not given back, and the 304 points of columns are centred.
        let tree = solve(LazyVGrid(columns: [GridItem(), GridItem(.flexible(maximum: 100))]) { items() })
        #expect(frame(tree, 0) == rect(48, 177, 196, 10))
        #expect(frame(tree, 1) == rect(252, 177, 100, 10))
    }

    @Test func aGridAskedItsMaximumIsInfinitelyWideAndSharesWhatAStackLeavesIt() {
        // The stack probes the grid with ∞ (an infinite adaptive share holds one view) and gives it 400 − 100; the
        // adaptive column then fits ⌊308 / 48⌋ = 6 views of (300 − 40) / 6.
        let tree = solve(HStack(spacing: 0) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { Color.red.frame(height: 10).id("a") }
            box(100, 10).id("box")
        })
        #expect(close(tree.frame("a"), rect(0, 195, 260.0 / 6, 10)))
        #expect(tree.frame("box") == rect(300, 195, 100, 10))
    }

    @Test func aHorizontalGridsRowsAreItsItems() {
        let tree = solve(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(50))], spacing: 4) {
            ForEach(0..<4) { Color.red.frame(width: 20).id($0) }
        }.frame(height: 100))
        #expect(frame(tree, 0) == rect(178, 156, 20, 30))
        #expect(frame(tree, 1) == rect(178, 194, 20, 50))
        #expect(frame(tree, 2) == rect(202, 156, 20, 30))
        #expect(frame(tree, 3) == rect(202, 194, 20, 50))
    }
}
