import Foundation
import Testing
@testable import PlumbLayout

@Suite struct GridLayoutTests {
    @Test func columnsTakeTheirWidestCellAndFlexibleColumnsAndRowsShareTheRest() {
        // The fixed column (widest box 60) goes first; the two colour columns share 300 − 20 − 60 equally. Both rows
        // are flexible; the one with the larger minimum (20) is offered space first, and they split 200 − 10.
        let tree = solve(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { box(40, 20).id("a"); Color.red.id("r") }
            GridRow { box(60, 10).id("b"); Color.green.id("g1"); Color.green.id("g2") }
        }.frame(width: 300, height: 200))
        #expect(tree.frame("a") == rect(60, 137.5, 40, 20))
        #expect(tree.frame("r") == rect(120, 100, 110, 95))
        #expect(tree.frame("b") == rect(50, 247.5, 60, 10))
        #expect(tree.frame("g1") == rect(120, 205, 110, 95))
        #expect(tree.frame("g2") == rect(240, 205, 110, 95))
    }

    @Test func rowsAreNodesSpanningTheGrid() {
        let tree = solve(Grid(horizontalSpacing: 0, verticalSpacing: 5) {
            GridRow { box(20, 10); box(30, 10) }.id("row")
            GridRow { box(10, 20) }
        })
        let row = tree.root.first { $0.kind.name == "GridRow" }
        #expect(row?.frame == rect(175, 182.5, 50, 10))
        #expect(row?.children.count == 2)
    }

    @Test func aViewOutsideARowSpansEveryColumnAndWidensTheGrid() {
        // The greedy line spans both columns, offered all 400 points: the columns (30 and 50, 8 apart) grow by an
        // equal share of the 312 it needs beyond them, to 186 and 206 (Grid docs: "the entire grid widens to fill the
        // width offered by its parent").
        let tree = solve(Grid(verticalSpacing: 0) {
            GridRow { box(30, 10).id("a"); box(50, 10).id("b") }
            Color.blue.frame(height: 2).id("line")
            GridRow { box(20, 10); box(40, 10).id("d") }
        })
        #expect(tree.frame("a") == rect(78, 189, 30, 10))
        #expect(tree.frame("b") == rect(272, 189, 50, 10))
        #expect(tree.frame("line") == rect(0, 199, 400, 2))
        #expect(tree.frame("d") == rect(277, 201, 40, 10))
    }

    @Test func aSpanningViewLeavesAFlexibleColumnThatFillsTheGridAsItIs() {
        // WWDC22's leaderboard: a name, a flexible bar and a count per row, a greedy line between the rows. The bar's
        // column takes what the fixed ones leave (400 − 40 − 20 − 2 × 8), so the line needs nothing more.
        let tree = solve(Grid(alignment: .leading) {
            GridRow { box(40, 10).id("name"); Color.red.frame(height: 4).id("bar"); box(20, 10).id("count") }
            Color.blue.frame(height: 1).id("line")
        })
        #expect(tree.frame("name").width == 40)
        #expect(tree.frame("bar") == rect(48, tree.frame("bar").minY, 324, 4))
        #expect(tree.frame("count").minX == 380)
        #expect(tree.frame("line").width == 400)
    }

    /// Found by fuzzing: a billion columns' tracks took gigabytes; `Int.max` columns overflowed the count.
    @Test(arguments: [1_000_000_000, Int.max])
    func aCellSpansAtMostTenThousandColumns(columns: Int) {
        let tree = solve(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).gridCellColumns(columns).id("wide"); box(10, 10).id("next") }
            GridRow { box(10, 10).id("first") }
        }.frame(width: 300, height: 100))
        #expect(tree.frame("wide").height == 10)
        #expect(tree.frame("first").minX < tree.frame("wide").maxX)
        #expect(tree.frame("next").minX >= tree.frame("wide").maxX)
    }

    @Test func aCellSpanningColumnsWiderThanThemWidensEachByAnEqualShare() {
        // Ideal size: columns 10, 30 and 5 (1 apart); the 61-wide cell over the first two needs 20 more than their 41,
        // 10 to each: 20 + 1 + 40 + 1 + 5.
        let tree = solve(Grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: 0) {
            GridRow { box(10, 10).id("a"); box(30, 10).id("b"); box(5, 10).id("c") }
            GridRow { box(61, 10).gridCellColumns(2).id("wide"); box(5, 10) }
        }.fixedSize().id("grid"))
        #expect(tree.frame("grid").width == 67)
        #expect(tree.frame("b").minX == tree.frame("grid").minX + 21)
        #expect(tree.frame("c").minX == tree.frame("grid").minX + 62)
        #expect(tree.frame("wide").width == 61)
    }

    @Test func unsizedAxesDoNotSizeTheColumnsButTakeTheirWidth() {
        // `gridCellUnsizedAxes(.horizontal)` restores the width the boxes need: 30 + 8 + 50.
        let tree = solve(Grid(verticalSpacing: 0) {
            GridRow { box(30, 10).id("a"); box(50, 10).id("b") }
            Color.blue.frame(height: 2).gridCellUnsizedAxes(.horizontal).id("line")
            GridRow { box(20, 10).id("c"); box(40, 10).id("d") }
        })
        #expect(tree.frame("a") == rect(156, 189, 30, 10))
        #expect(tree.frame("b") == rect(194, 189, 50, 10))
        #expect(tree.frame("line") == rect(156, 199, 88, 2))
        #expect(tree.frame("c") == rect(161, 201, 20, 10))
        #expect(tree.frame("d") == rect(199, 201, 40, 10))
    }

    @Test func anAnchorMeetsTheSamePointOfTheCell() {
        // Apple's gridCellAnchor example: the marker's (0.25, 0.75) point on the cell's.
        let tree = solve(Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { box(60, 60); box(60, 60) }
            GridRow { box(60, 60); Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)).id("marker") }
        })
        #expect(tree.frame("marker") == rect(213, 238, 10, 10))
    }

    @Test func aCellSpanningColumnsIsCentredInTheMergedCell() {
        // Apple's example: the grid's centre alignment becomes the merged cell's centre anchor.
        let tree = solve(Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow { box(60, 60); box(60, 60); box(60, 60) }
            GridRow { box(60, 60); Color.blue.frame(width: 10, height: 10).gridCellColumns(2).id("marker") }
        })
        #expect(tree.frame("marker") == rect(225.5, 225.5, 10, 10))
    }

    @Test func columnAndRowAlignmentsOverrideTheGrids() {
        let tree = solve(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(20, 10).gridColumnAlignment(.trailing).id("a"); box(40, 30).id("c") }
            GridRow(alignment: .bottom) { box(50, 10).id("b"); box(10, 40).id("d") }
        })
        #expect(tree.frame("a") == rect(185, 165, 20, 10))
        #expect(tree.frame("c") == rect(205, 165, 40, 30))
        #expect(tree.frame("b") == rect(155, 225, 50, 10))
        #expect(tree.frame("d") == rect(205, 195, 10, 40))
    }

    @Test func rowsAlignTheirCellsGuides() {
        // Explicit baselines line the cells up like an HStack's children. The row is as tall as its tallest cell, and
        // the aligned envelope (−10…40) is put where the guide's unit point (a baseline's is the bottom) puts it.
        let tree = solve(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .firstTextBaseline) {
                box(10, 40).alignmentGuide(.firstTextBaseline) { _ in 10 }.id("a")
                box(10, 20).alignmentGuide(.firstTextBaseline) { _ in 20 }.id("b")
            }
        })
        #expect(tree.frame("a") == rect(190, 180, 10, 40))
        #expect(tree.frame("b") == rect(200, 170, 10, 20))
    }

    @Test func aModifierOnARowAppliesToEachCell() {
        let tree = solve(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).id("a"); box(20, 10).id("b") }.padding(5)
        })
        #expect(tree.frame("a") == rect(180, 195, 10, 10))
        #expect(tree.frame("b") == rect(200, 195, 20, 10))
    }

    @Test func aRowOutsideAGridIsAGroup() {
        let tree = solve(VStack(spacing: 0) { GridRow { box(10, 10).id("a"); box(10, 10).id("b") } })
        #expect(tree.frame("a") == rect(195, 190, 10, 10))
        #expect(tree.frame("b") == rect(195, 200, 10, 10))
    }

    @Test func shorterRowsLeaveTrailingCellsEmptyAndDefaultSpacingIsEight() {
        // Shapes are 8 apart on both axes; the grid is as wide as its widest row.
        let tree = solve(Grid {
            GridRow { box(10, 10).id("a") }
            GridRow { box(10, 10); box(10, 10).id("c") }
        })
        #expect(tree.frame("a") == rect(186, 186, 10, 10))
        #expect(tree.frame("c") == rect(204, 204, 10, 10))
    }

    @Test func theIdealSizeIsTheCellsIdealSizes() {
        let tree = solve(Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            GridRow { Color.red.id("red"); box(30, 5) }
        }.fixedSize().id("grid"))
        #expect(tree.frame("grid") == rect(179, 195, 42, 10))
        #expect(tree.frame("red") == rect(179, 195, 10, 10))
    }
}
