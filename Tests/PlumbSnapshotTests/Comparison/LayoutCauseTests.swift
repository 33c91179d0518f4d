import Foundation
import PlumbLayout
import PlumbScene
import Testing

/// The layout diff of a scene before and after an edit, one change a line.
private func changes(_ before: String, _ after: String) throws -> [String] {
    func record(_ source: String) throws -> LayoutRecord {
        let solution = SceneDocument(source: source, file: "Card.swift").solve()
        return LayoutRecord(try #require(solution.tree, "\(solution.diagnostics)"))
    }
    return LayoutDiff(reference: try record(before), actual: try record(after)).changes.map(\.description)
}

private func card(padding: Int = 9, alignment: String = ".center", width: Int = 80, title: String = "Title") -> String {
    """
    import SwiftUI

    struct Card: View {
        var body: some View {
            HStack(alignment: \(alignment), spacing: 0) {
                Color.red.frame(width: \(width), height: 40).id("swatch")
                Text("\(title)").frame(maxWidth: .infinity).id("title")
                Color.blue.frame(width: 20, height: 20).id("badge")
            }
            .padding(\(padding))
        }
    }

    #Preview(traits: .fixedLayout(width: 338, height: 100)) { Card() }
    """
}

@Test func aPaddingChangeIsTracedToThePadding() throws {
    let lines = try changes(card(padding: 9), card(padding: 18))
    #expect(lines == [
        "`HStack` (Card.swift:5) 18 pt narrower, moved 9 pt right: its `.padding` offered 302×64 instead of 320×82 because `.padding(9)` became `.padding(18)` at Card.swift:10",
        // The title, centred in its greedy frame, stays where it was; the badge at the end moves in.
        "`Color #badge` (Card.swift:8) moved 9 pt left: `.padding(9)` became `.padding(18)` at Card.swift:10",
    ])
}

@Test func anAlignmentChangeIsTracedToTheStack() throws {
    let lines = try changes(card(alignment: ".center"), card(alignment: ".top"))
    #expect(lines == [
        "`Text #title` (Card.swift:7) moved 9.8 pt up: `HStack(alignment: .center, spacing: 0)` became `HStack(alignment: .top, spacing: 0)` at Card.swift:5",
        "`Color #badge` (Card.swift:8) moved 10 pt up: `HStack(alignment: .center, spacing: 0)` became `HStack(alignment: .top, spacing: 0)` at Card.swift:5",
    ])
}

@Test func aFrameChangeIsTracedToTheFrame() throws {
    let lines = try changes(card(width: 80), card(width: 100))
    #expect(lines == [
        "`Color #swatch` (Card.swift:6) 20 pt wider: its `.frame` offered 100×40 instead of 80×40 because `.frame(width: 80, height: 40, alignment: .center)` became `.frame(width: 100, height: 40, alignment: .center)` at Card.swift:6",
        // The title's frame is offered what the wider swatch leaves: the cause is its sibling's frame.
        "`Text #title` (Card.swift:7) moved 10 pt right: its `.frame` offered 200×20.4 instead of 220×20.4 because `.frame(width: 80, height: 40, alignment: .center)` became `.frame(width: 100, height: 40, alignment: .center)` at Card.swift:6",
    ])
}

@Test func aTextChangeIsTracedToTheText() throws {
    let lines = try changes(
        card(title: "Title").replacingOccurrences(of: "Text(\"Title\").frame(maxWidth: .infinity)", with: "Text(\"Title\")"),
        card(title: "Title").replacingOccurrences(of: "Text(\"Title\").frame(maxWidth: .infinity)", with: "Text(\"A longer title\")"))
    #expect(lines == [
        "`HStack` (Card.swift:5) 76.5 pt wider, moved 38.25 pt left: `Text(\"Title\")` became `Text(\"A longer title\")` at Card.swift:7",
        "`Text #title` (Card.swift:7) 76.5 pt wider, moved 38.25 pt left: `Text(\"Title\")` became `Text(\"A longer title\")` at Card.swift:7",
        // The badge did not change: its sibling did, and the centred stack moved it.
        "`Color #badge` (Card.swift:8) moved 38.25 pt right: `Text(\"Title\")` became `Text(\"A longer title\")` at Card.swift:7",
    ])
}

@Test func anUnchangedSceneHasNoLayoutDiff() throws {
    #expect(try changes(card(), card()).isEmpty)
}

@Test func aGuideChangeIsTracedToTheGuide() throws {
    func scene(_ guide: Int) -> String {
        """
        import SwiftUI

        #Preview(traits: .fixedLayout(width: 100, height: 100)) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in \(guide) }.id("blue")
            }
        }
        """
    }
    let lines = try changes(scene(5), scene(10))
    #expect(lines == [
        "`HStack` (Card.swift:4) 5 pt taller, moved 2.5 pt up: the `top` guide of `.alignmentGuide` became 10 instead of 5 at Card.swift:6",
        // Aligned 5 pt further down the blue view, the red one moves down in the taller stack; the blue one stays put.
        "`Color` (Card.swift:5) moved 2.5 pt down: the `top` guide of `.alignmentGuide` became 10 instead of 5 at Card.swift:6",
    ])
}

@Test func anAddedViewIsReportedAndMovesItsSiblings() throws {
    let before = "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: 100, height: 100)) {\n    VStack(spacing: 0) {\n        Color.red.frame(width: 10, height: 10).id(\"red\")\n    }\n}\n"
    let after = before.replacingOccurrences(of: "        Color.red", with: "        Text(\"New\")\n        Color.red")
    let lines = try changes(before, after)
    #expect(lines.contains("`Text` (Card.swift:5) added"))
    #expect(lines.contains { $0.hasPrefix("`Color #red` (Card.swift:6) moved ") && $0.hasSuffix(": `Text(\"New\")` was added at Card.swift:5") })
}
