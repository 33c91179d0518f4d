import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func theFlowWrapsIntoRowsAndEachViewSitsAtItsAnchor() throws {
    let solution = ExampleFile.document("FlowLayout.swift").solve()
    #expect(solution.diagnostics.isEmpty)
    // Proposed 312 − 2 × 16 = 280: rows of 201.5, 214 and 83.5, 60, 48 and 32.4 high; the flow is 214 × 156.4.
    #expect(SceneHarness.frame("container", in: solution) == CGRect(x: 33, y: 35.8, width: 246, height: 188.4))
    // Row 1 (y 51.8): top, centre (as tall as the row), bottom.
    #expect(SceneHarness.frame("swift", in: solution) == CGRect(x: 49, y: 51.8, width: 66.5, height: 32.4))
    #expect(SceneHarness.frame("tall", in: solution) == CGRect(x: 123.5, y: 51.8, width: 44, height: 60))
    #expect(SceneHarness.frame("layout", in: solution) == CGRect(x: 175.5, y: 79.4, width: 75, height: 32.4))
    // Row 2 (y 119.8, 48 high): centre by default, top, centre.
    #expect(SceneHarness.frame("protocol", in: solution) == CGRect(x: 49, y: 127.6, width: 92, height: 32.4))
    #expect(SceneHarness.frame("flow", in: solution) == CGRect(x: 149, y: 119.8, width: 58, height: 32.4))
    #expect(SceneHarness.frame("circle", in: solution) == CGRect(x: 215, y: 119.8, width: 48, height: 48))
    // Row 3 (y 175.8).
    #expect(SceneHarness.frame("anchors", in: solution) == CGRect(x: 49, y: 175.8, width: 83.5, height: 32.4))
}
