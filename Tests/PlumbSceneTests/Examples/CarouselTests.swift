import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/Carousel.swift in a 390-point-wide window: the cards are (390 − 4 × 12) / 5 × 4 + 3 × 12 = 309.6 wide, 12
/// apart, as tall as their 220-point scroll view; the thumbnails (390 − 2 × 12) / 3 = 122 wide, 100 tall.
@Test func theCardsAndThumbnailsAreSizedFromTheirScrollViews() throws {
    let solution = ExampleFile.document("Carousel.swift").solve(SolveRequest(preview: 0, size: CGSize(width: 390, height: 600)))
    #expect(solution.diagnostics.isEmpty)
    let cards = try SceneHarness.frames(["card 0", "card 1", "card 3"], in: solution).map { try #require($0) }
    #expect(zip(cards.map(\.minX), [0, 321.6, 3 * 321.6]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(cards.allSatisfy { $0.size == CGSize(width: 309.6, height: 220) })
    let thumbnails = try SceneHarness.frames(["thumbnail 0", "thumbnail 1", "thumbnail 5"], in: solution).map { try #require($0) }
    #expect(thumbnails.map(\.minX) == [0, 134, 670])
    #expect(thumbnails.allSatisfy { $0.size == CGSize(width: 122, height: 100) })
}
