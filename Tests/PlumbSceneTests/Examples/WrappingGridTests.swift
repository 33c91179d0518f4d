import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/WrappingGrid.swift with the fixed text metrics: a word of n glyphs is a card (8.5n + 20) × 32.4; rows of
/// at most 300 pt with 8 pt gaps, broken greedily by `onPreferenceChange` into `@State` on the second pass.
@Test func cardsWrapIntoRowsPlacedByAlignmentGuides() throws {
    let solution = ExampleFile.document("WrappingGrid.swift").solve()
    #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    func origin(_ index: Int) -> CGPoint? {
        SceneHarness.frame("card\(index)", in: solution).map { CGPoint(x: ($0.minX * 10).rounded() / 10, y: ($0.minY * 10).rounded() / 10) }
    }
    // The grid (300 wide, 194 tall, padded 16) is centred in 390×844: its origin is (45, 325).
    #expect(SceneHarness.frame("grid", in: solution) == CGRect(x: 45, y: 325, width: 300, height: 194))
    let rows: [(card: Int, x: CGFloat, y: CGFloat)] = [
        (0, 45, 325), (1, 132.5, 325), (2, 237, 325),
        (3, 45, 365.4), (4, 124, 365.4), (5, 211.5, 365.4),
        (6, 45, 405.8), (7, 124, 405.8), (8, 245.5, 405.8),
        (9, 45, 446.2), (10, 192, 446.2),
        (11, 45, 486.6),
    ]
    for row in rows {
        #expect(origin(row.card) == CGPoint(x: row.x, y: row.y), "card \(row.card)")
    }
}
