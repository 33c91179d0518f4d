import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func theOutlineSurroundsTheWordFromTheCardsOverlay() throws {
    let solution = ExampleFile.document("AnchorOutline.swift").solve()
    #expect(solution.diagnostics.isEmpty)
    // The card is 152 + 2 × 20 wide and 20.4 + 12 + 20.4 + 2 × 20 high, centred in 300×200.
    #expect(SceneHarness.frame("card", in: solution) == CGRect(x: 54, y: 53.6, width: 192, height: 92.8))
    // "up" follows "travel" (6 × 8.5) and 8 points of spacing on the second line.
    #expect(SceneHarness.frame("word", in: solution) == CGRect(x: 133, y: 106, width: 17, height: 20.4))
    // The outline is 4 points bigger on every side, centred on the word.
    #expect(SceneHarness.frame("outline", in: solution) == CGRect(x: 129, y: 102, width: 25, height: 28.4))
}
