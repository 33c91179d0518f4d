import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/WhyThisSize.swift's previews, each explained for the view its comment says to select (fixed metrics:
/// 17 pt text 8.5 a character, 9.35 in `.headline`, lines 20.4 tall).
private func explanation(preview: Int, id: String) throws -> [String] {
    let solution = ExampleFile.document("WhyThisSize.swift").solve(SolveRequest(preview: preview, explainsSizes: true))
    #expect(solution.diagnostics.isEmpty)
    let chain = try #require(solution.tree?.chain(toID: id))
    return try #require(SizeExplanation(chain: chain)).lines.map(\.text)
}

@Test func theTextIsOfferedItsShareFirstAndTheColoursShareWhatItLeaves() throws {
    // (288 − 16) ÷ 3 offered to the text, which takes 6 × 9.35 = 56.1; (272 − 56.1) ÷ 2 = 107.95 to each colour.
    #expect(try explanation(preview: 0, id: "left").suffix(2) == [
        "HStack: 288 × 44 → 288 × 44 — .frame(height: 44) proposes its height 44; its children side by side: 108 + 8 + 56.1 + 8 + 108 = 288; across, their extent aligned on .center",
        "Color.orange #left: 108 × 44 → 108 × 44 — HStack offered 108 = (288 − 2 × 8 spacing − 56.1 for Text #price) ÷ 2 flexible children, less flexible first; fills its proposal",
    ])
}

@Test func thePriceGetsWhatTheTitleWithPriorityLeftAndIsCut() throws {
    // The title takes its 27 × 8.5 = 229.5; the price is offered 288 − 229.5 − 8 and fits 4 characters and "…".
    #expect(try explanation(preview: 1, id: "price").last
        == "Text #price: 50.5 × 88 → 42.5 × 20.4 — HStack offered 50.5 = 288 − 229.5 for Text #title − 8 kept for Spacer, after the higher-priority children; cut to one line with … (lineLimit 1)")
}

@Test func theVideoKeepsItsRatioInWhatTheStackOffersIt() throws {
    #expect(try explanation(preview: 2, id: "video").suffix(2) == [
        ".aspectRatio(1.778, contentMode: .fit): 240 × 135 → 240 × 135 — VStack offered 135 = 163.4 − 8 spacing − 20.4 for Text #caption, less flexible first; its child's answer to the box, not the box",
        "Color.indigo #video: 240 × 135 → 240 × 135 — .aspectRatio(1.778, contentMode: .fit) scales the box 1.8 × 1 to fit in 240 × 135; fills its proposal",
    ])
}
