import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/UserAnchors.swift: SwiftUI's anchor and the user's own resolve to the same rectangle, so the two
/// highlights, switched by the toggle, are drawn at the same place: the label's frame grown by 40 × 24.
@Test func userAnchorsResolveWhereSwiftUIAnchorsDo() throws {
    let document = ExampleFile.document("UserAnchors.swift")
    var solution = document.solve()
    #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    let label = try #require(SceneHarness.frame("label", in: solution))
    let expected = label.insetBy(dx: -20, dy: -12)
    func ellipse(_ id: String) -> CGRect? {
        solution.tree?.root.first { $0.idString == id }?.first { $0.kindName == "Ellipse" }?.frame
    }
    #expect(ellipse("swiftUIHighlight") == expected)
    #expect(ellipse("myHighlight") == nil)

    #expect(document.tap(id: "toggle", in: solution))
    solution = document.solve()
    #expect(solution.diagnostics.isEmpty, "\(solution.diagnostics)")
    #expect(ellipse("swiftUIHighlight") == nil)
    #expect(ellipse("myHighlight") == expected)
}
