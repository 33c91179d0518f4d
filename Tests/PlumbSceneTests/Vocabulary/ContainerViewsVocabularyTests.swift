import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aGroupBoxPadsItsHeadlineAndContentOnARoundedCard() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            GroupBox("Title") { Text("Body") }.id("box")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let box = try #require(SceneHarness.frame("box", in: solution))
    let title = try #require(solution.text("Title"))
    let body = try #require(solution.text("Body"))
    // FixedMetricsTextMeasurer: characters 8.5 wide (headline, bold, 9.35), lines 20.4 tall.
    #expect(box.size == CGSize(width: 5 * 9.35 + 32, height: 2 * 20.4 + 8 + 32))
    #expect(title.frame.origin == CGPoint(x: box.minX + 16, y: box.minY + 16))
    #expect(body.frame.origin == CGPoint(x: box.minX + 16, y: title.frame.maxY + 8))
    #expect(title.environment.resolvedFont == .headline)
    let card = try #require(solution.nodes(named: "RoundedRectangle").first)
    #expect(card.frame == box)
}

@Test func aDisclosureGroupShowsItsContentWhenExpandedAndATapFoldsIt() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var open = true
        var body: some View {
            VStack {
                DisclosureGroup("Details", isExpanded: $open) { Text("Inside") }.id("group")
                DisclosureGroup("Closed") { Text("Never") }
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Inside") != nil && solution.text("Never") == nil)
    let chevrons = { (solution: SceneSolution) -> [String] in
        solution.nodes(named: "Image").compactMap { if case .image(let image, _) = $0.kind { image.name } else { nil } }
    }
    #expect(chevrons(solution) == ["chevron.down", "chevron.right"])
    let group = try #require(SceneHarness.frame("group", in: solution))
    #expect(group.width == 400)
    let details = try #require(solution.text("Details"))
    #expect(solution.text("Inside")?.frame.minY == details.frame.maxY + 8)
    #expect(harness.document.tap(id: "group", in: solution))
    solution = harness.solve()
    #expect(solution.text("Inside") == nil)
    #expect(chevrons(solution) == ["chevron.right", "chevron.right"])
}

@Test func aColorPickerIsALabelledSwatchAndATimelineShowsTheSolvesMoment() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var color = Color.orange
        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $color).id("picker")
                TimelineView(.everyMinute) { context in Text(context.date == .now ? "now" : "other") }.id("minute")
                TimelineView(.animation(minimumInterval: 0.5)) { context in Text(context.cadence == .live ? "live" : "slow") }
                ControlGroup { Button("A") {}; Button("B") {} }.id("group")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let circles = solution.nodes(named: "Circle")
    #expect(circles.count == 2)
    #expect(circles.allSatisfy { $0.frame.size == CGSize(width: 28, height: 28) && $0.frame.maxX == 400 })
    guard case .shape(.circle, ShapePaint.fill(let fill, _)) = circles.first?.kind else {
        Issue.record("no swatch")
        return
    }
    #expect(fill == .color(.orange))
    #expect(solution.text("now") != nil && solution.text("live") != nil)
    #expect(solution.nodes(named: "RoundedRectangle").count == 2)
}

