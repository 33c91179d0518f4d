import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

private func solve(_ preview: String, _ document: SceneDocument = ExampleFile.document("AlignmentGuides.swift")) throws -> SceneSolution {
    let solution = document.solve(SolveRequest(preview: try #require(document.previewIndex(named: preview))))
    #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    return solution
}

@Test func implicitAndExplicitGuidesInStacks() throws {
    let solution = try solve("Stacks")
    let frame = { (id: String) in SceneHarness.frame(id, in: solution) }
    // Bottom line at 80 (red's implicit bottom); green's explicit bottom is 20, blue's implicit 60.
    #expect(frame("red") == CGRect(x: 55, y: 316, width: 50, height: 80))
    #expect(frame("green") == CGRect(x: 113, y: 376, width: 50, height: 40))
    #expect(frame("blue") == CGRect(x: 171, y: 336, width: 50, height: 60))
    // Leading line at 120 (teal's explicit d[.trailing]); purple's -30 puts it 150 from the stack's edge.
    #expect(frame("orange") == CGRect(x: 175, y: 440, width: 160, height: 24))
    #expect(frame("purple") == CGRect(x: 205, y: 472, width: 100, height: 24))
    #expect(frame("teal") == CGRect(x: 55, y: 504, width: 120, height: 24))
    #expect(frame("column")?.width == 280)
}

@Test func aCustomGuideWhoseDefaultIsTheHeight() throws {
    let solution = try solve("Height guide")
    let x = { (id: String) in SceneHarness.frame(id, in: solution)?.minX }
    // Line at the tallest guide, 40.8 (largeTitle: 34 × 1.2); each view stands its height to the left of it.
    #expect(x("large").map { ($0 * 1000).rounded() } == 55100)
    #expect(x("title").map { ($0 * 1000).rounded() } == 62300)
    #expect(x("body").map { ($0 * 1000).rounded() } == 75500)
    #expect(x("caption").map { ($0 * 1000).rounded() } == 81500)
    #expect(x("topLine").map { ($0 * 1000).rounded() } == 94900)
    #expect(x("bottomLine") == x("topLine"))
}

@Test func theArrowFollowsTheSelectedRowAcrossContainers() throws {
    let document = ExampleFile.document("AlignmentGuides.swift")
    var solution = try solve("Non-siblings", document)
    func centreY(_ id: String) -> CGFloat? { SceneHarness.frame(id, in: solution)?.midY }
    #expect(centreY("arrow") == centreY("row1"))
    #expect(document.tap(id: "row3", in: solution))
    solution = document.solve(SolveRequest(preview: try #require(document.previewIndex(named: "Non-siblings"))))
    #expect(solution.animation == .default)
    #expect(centreY("arrow") == centreY("row3"))
    #expect(centreY("arrow") != centreY("row1"))
}

@Test func aZStackAlignedByACustomTwoAxisAlignment() throws {
    let solution = try solve("Two-axis ZStack")
    // The badge's centre sits on the card's top-trailing corner.
    #expect(SceneHarness.frame("card", in: solution) == CGRect(x: 107.5, y: 379.5, width: 160, height: 100))
    #expect(SceneHarness.frame("badge", in: solution) == CGRect(x: 252.5, y: 364.5, width: 30, height: 30))
}
