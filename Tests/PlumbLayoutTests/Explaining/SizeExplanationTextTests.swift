import Foundation
import Testing
@testable import PlumbLayout

/// "Why this size" in words: one step a line, root first, SwiftUI's names, at most one decimal.
@Suite struct SizeExplanationTextTests {
    private func text(_ tree: SolvedTree, _ id: String) -> String? {
        tree.chain(toID: id).flatMap(SizeExplanation.init(chain:))?.text
    }

    @Test func aStackOfferNamesTheSiblingsThatTookTheirShareFirst() {
        let tree = explain(priceRow, width: 390)
        let row = "HStack #row: 390 × 400 → 390 × 400 — the window 390 × 400; its children side by side: 161.5 + 8 + 51 + 8 + 161.5 = 390; across, their extent aligned on .center"
        #expect(text(tree, "left") == row + """

            Color.red #left: 161.5 × 400 → 161.5 × 400 — HStack #row offered 161.5 = (390 − 2 × 8 spacing − 51 for Text #price) ÷ 2 flexible children, less flexible first; fills its proposal
            """)
        #expect(text(tree, "price") == row + """

            Text #price: 124.7 × 400 → 51 × 20.4 — HStack #row offered 124.7 = (390 − 2 × 8 spacing) ÷ 3 children, less flexible first; fits on one line within 124.7
            """)
        #expect(text(tree, "right") == row + """

            Color.blue #right: 161.5 × 400 → 161.5 × 400 — HStack #row offered 161.5 = 390 − 2 × 8 spacing − 51 for Text #price − 161.5 for Color.red #left, less flexible first; fills its proposal
            """)
    }

    @Test func prioritiesAndSpacersSayWhoWasOfferedFirst() {
        let tree = explain(prioritizedRow)
        let lines = tree.chain(toID: "first").flatMap(SizeExplanation.init(chain:))?.lines.map(\.text)
        #expect(lines == [
            ".frame(width: 100): 400 × 400 → 100 × 400 — the window 400 × 400; fixed width 100, its child's height 400",
            "HStack: 100 × 400 → 100 × 400 — .frame(width: 100) proposes its width 100; its children side by side: 76.5 + 8 + 15.5 = 100; across, their extent aligned on .center",
            ".layoutPriority(1) #first: 92 × 400 → 76.5 × 20.4 — HStack offered 92 = 100 − 8 kept for Spacer #spacer, layoutPriority(1): offered first; its child's size; its stack reads priority 1",
        ])
        #expect(text(tree, "fill")?.split(separator: "\n").last == "Color.red #fill: 15.5 × 400 → 15.5 × 400 — HStack offered 15.5 = 100 − 76.5 for Text #first − 8 kept for Spacer #spacer, after the higher-priority children; fills its proposal")
        #expect(text(tree, "spacer")?.split(separator: "\n").last == "Spacer #spacer: 8 × 400 → 8 × 0 — HStack offered 8 = 100 − 76.5 for Text #first − 15.5 for Color.red #fill, Spacers after the other views; its proposal, at least its minimum 8, along its stack's width; 0 across")
    }

    @Test func modifiersSayWhatTheyProposeAndHowTheyAnswer() {
        let tree = explain(Text("A long sentence here").id("t").fixedSize().id("fixed").opacity(0.5).frame(width: 50))
        #expect(text(tree, "t") == """
            .frame(width: 50): 400 × 400 → 50 × 20.4 — the window 400 × 400; fixed width 50, its child's height 20.4
            .fixedSize() #fixed: 50 × 400 → 170 × 20.4 — .frame(width: 50) proposes its width 50; ideal size
            Text #t: nil × nil → 170 × 20.4 — .fixedSize() #fixed proposes nil: the ideal width and height; one line, unwrapped: its ideal width
            """)
        let padded = explain(Text("one two three").id("t").padding(10).frame(width: 70, height: 100))
        #expect(text(padded, "t")?.split(separator: "\n").suffix(2) == [
            ".padding(10): 70 × 100 → 62.5 × 81.2 — .frame(width: 70, height: 100) proposes its width 70 and height 100; its child's size plus the insets: 42.5 + 20 = 62.5 wide, 61.2 + 20 = 81.2 tall",
            "Text #t: 50 × 80 → 42.5 × 61.2 — .padding(10) proposes 70 − 20 = 50 wide, 100 − 20 = 80 tall; wraps to 3 lines within 50",
        ])
    }

    @Test func flexibleFramesSayWhichBoundDecided() {
        let tree = explain(Text("Hi").id("t").frame(maxWidth: .infinity).id("f"))
        #expect(text(tree, "t") == """
            .frame(maxWidth: .infinity) #f: 400 × 400 → 400 × 20.4 — the window 400 × 400; width: the larger of the proposed 400 and its child's 17; height: its child's 20.4
            Text #t: 400 × 20.4 → 17 × 20.4 — .frame(maxWidth: .infinity) #f proposes its size 400 × 20.4; fits on one line within 400
            """)
    }

    @Test func cutTextSaysSo() {
        let tree = explain(Text("one two three").id("t").lineLimit(1).frame(width: 50))
        #expect(text(tree, "t")?.split(separator: "\n").last == "Text #t: 50 × 400 → 34 × 20.4 — .frame(width: 50) proposes its width 50; cut to one line with … (lineLimit 1)")
    }
}
