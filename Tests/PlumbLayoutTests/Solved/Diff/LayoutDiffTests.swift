import Foundation
import Testing
@testable import PlumbLayout

@Suite struct LayoutDiffTests {
    private func row(padding: CGFloat, badge: Bool = true) -> LayoutRecord {
        LayoutRecord(solve(HStack(spacing: 0) {
            Color.red.id("fill")
            if badge { box(20, 20).id("badge") }
        }.padding(padding), width: 100, height: 40))
    }

    @Test func aGreedyViewNarrowsBecauseThePaddingChanged() {
        let diff = LayoutDiff(reference: row(padding: 9), actual: row(padding: 18))
        #expect(diff.changes.map(\.description) == [
            "`HStack` 18 pt narrower, 2 pt shorter, moved 9 pt right and 1 pt down: its `.padding` offered 64×4 instead of 82×22 because `.padding(9)` became `.padding(18)`",
            "`Color #fill` 18 pt narrower, 18 pt shorter, moved 9 pt right and 9 pt down: its `HStack` offered 44×4 instead of 62×22 because `.padding(9)` became `.padding(18)`",
            "`Color #badge` moved 9 pt left: `.padding(9)` became `.padding(18)`",
        ])
    }

    @Test func aRemovedViewIsReportedAndIsTheCauseOfItsSiblingsGrowth() {
        let diff = LayoutDiff(reference: row(padding: 9), actual: row(padding: 9, badge: false))
        #expect(diff.changes.map(\.description) == [
            "`Color #fill` 20 pt wider: its `HStack` offered 82×22 instead of 62×22 because `.frame(width: 20, height: 20, alignment: .center)` was removed",
            "`Color #badge` removed",
        ])
    }

    @Test func equalTreesAndChangesWithinTheToleranceHaveNoDiff() {
        #expect(LayoutDiff(reference: row(padding: 9), actual: row(padding: 9)).isEmpty)
        #expect(LayoutDiff(reference: row(padding: 9), actual: row(padding: 9.004)).isEmpty)
        #expect(!LayoutDiff(reference: row(padding: 9), actual: row(padding: 9.02)).isEmpty)
    }
}
