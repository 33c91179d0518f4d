import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func theRoundedRectangleIsHalfTheReaderAndCentred() throws {
    let solution = ExampleFile.document("GeometryReader.swift").solve(SolveRequest(preview: 0))
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("container", in: solution) == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(SceneHarness.frame("half", in: solution) == CGRect(x: 75, y: 50, width: 150, height: 100))
}

@Test func theReaderShowsItsOriginInEachCoordinateSpace() throws {
    let solution = ExampleFile.document("GeometryReader.swift").solve(SolveRequest(preview: 1))
    #expect(solution.diagnostics.isEmpty)
    // The card is (60 + 12 + 180 + 12 + 60 + 2 × 20) × (20.4 + 16 + 100 + 2 × 20), centred in 390×300.
    #expect(SceneHarness.frame("card", in: solution) == CGRect(x: 13, y: 61.8, width: 364, height: 176.4))
    let reader = try #require(SceneHarness.frame("reader", in: solution))
    #expect(reader.origin.x == 105 && abs(reader.origin.y - 118.2) < 1e-9 && reader.size == CGSize(width: 180, height: 100))
    #expect(SceneHarness.text("local", in: solution) == "local 0, 0")
    #expect(SceneHarness.text("global", in: solution) == "global 105, 118")
    #expect(SceneHarness.text("named", in: solution) == "card 92, 56")
}
