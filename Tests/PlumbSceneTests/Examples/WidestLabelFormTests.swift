import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/WidestLabelForm.swift: every label of the form takes the width of the widest, "Phone number" (12 glyphs
/// of 8.5 pt), so the text fields after them start at one x.
@Test func widestLabelFormLinesUpItsLabels() throws {
    let document = ExampleFile.document("WidestLabelForm.swift")
    let solution = document.solve(SolveRequest(size: CGSize(width: 390, height: 844)))
    #expect(solution.diagnostics.isEmpty)
    let width: CGFloat = 12 * 8.5
    // Header "Contact" (footnote, 15.6 tall) at y 35, the card 7 below it; rows 44 tall holding a 22 pt text field
    // line (11 pt from the row's top) with the 20.4 pt label centred on it.
    let cardTop: CGFloat = 35 + 15.6 + 7
    for (index, label) in ["Name", "Email", "Phone number"].enumerated() {
        let frame = try #require(SceneHarness.frame(label, in: solution))
        let expected = CGRect(x: 36, y: cardTop + 44 * CGFloat(index) + 11.8, width: width, height: 20.4)
        #expect(abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9 && frame.size == expected.size, "\(label): \(frame)")
    }
    #expect(solution.nodes(named: "TextField").map(\.frame.minX) == [36 + width + 8, 36 + width + 8, 36 + width + 8])
}
