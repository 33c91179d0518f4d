import Foundation
import Testing
@testable import PlumbViewer

/// The inspector's "why this size" steps wrap to the panel: no row is wider, and no word is lost.
@Test func whyThisSizeWrapsToThePanelWithNothingCut() {
    ChromePen.measuring(scale: 1) { pen in
        let step = "Color.red #left: 161.5 × 844 → 161.5 × 844"
        let reason = "HStack #row offered 161.5 = (390 − 2 × 8 spacing − 51 for Text #price) ÷ 2 flexible children, less flexible first; fills its proposal"
        let lines = [
            Inspector.Line("size", "161.5 × 844"), Inspector.Line("why this size", "", style: .heading),
            Inspector.Line("", step, style: .step), Inspector.Line("", reason, style: .reason),
        ]
        let width: CGFloat = 324
        let panel = InspectorPanel(lines, width: width, pen: pen)
        #expect(panel.rows.map(\.face) == [.value, .heading, .step] + Array(repeating: .reason, count: panel.rows.count - 3))
        let reasons = panel.rows.filter { $0.face == .reason }
        #expect(reasons.count == 3)
        #expect(reasons.map(\.text).joined(separator: " ") == reason)
        pen.setFont(size: 11)
        for row in reasons { #expect(row.indent + pen.width(of: row.text) <= width, "\(row.text)") }
    }
}

@Test func aLongValueWrapsUnderItsLabel() {
    ChromePen.measuring(scale: 1) { pen in
        let value = "Text(\"A long title that does not fit on one line of the panel\")"
        let panel = InspectorPanel([Inspector.Line("kind", value)], width: 324, pen: pen)
        #expect(panel.rows.count == 2)
        #expect(panel.rows.map(\.label) == ["kind", nil])
        #expect(panel.rows.map(\.indent) == [InspectorPanel.labelWidth, InspectorPanel.labelWidth])
        #expect(panel.rows.map(\.text).joined(separator: " ") == value)
    }
}
