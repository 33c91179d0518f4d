import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aContentUnavailableViewFillsItsSpaceWithItsIconAboveItsTitleAndTheDescriptionBelow() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Empty")).id("empty")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("empty", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 400))
    // A 58 pt symbol (48 pt font), 8 pt, the title (.title2 bold: 22 pt, 0.55 advance), 16 pt, the description
    // (.subheadline, 15 pt): 126.4 pt in all, centred.
    let top = (400 - 126.4) / 2
    let icon = try #require(solution.tree?.root.first { $0.kindName == "Image" })
    #expect(icon.frame.isClose(to: CGRect(x: 171, y: top, width: 58, height: 58)))
    #expect(solution.text("No Mail")?.frame.isClose(to: CGRect(x: (400 - 84.7) / 2, y: top + 66, width: 84.7, height: 26.4)) == true)
    #expect(solution.text("Empty")?.frame.isClose(to: CGRect(x: (400 - 37.5) / 2, y: top + 66 + 26.4 + 16, width: 37.5, height: 18)) == true)
}

@Test func aLabelStandsAboveItsTitleOnlyInsideAContentUnavailableView() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray")
                } description: {
                    Text("Empty")
                } actions: {
                    Button("Refresh") { }.id("refresh")
                }
                Label("Inbox", systemImage: "tray").id("inline")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The label, description and button: 92.4 + 16 + 18 + 16 + 20.4 pt, centred in the 400 − 20.4 pt left by the
    // label below.
    let top = (400 - 20.4 - 162.8) / 2
    #expect(solution.text("No Mail")?.frame.isClose(to: CGRect(x: (400 - 84.7) / 2, y: top + 66, width: 84.7, height: 26.4)) == true)
    #expect(SceneHarness.frame("refresh", in: solution)?.isClose(to: CGRect(x: (400 - 59.5) / 2, y: top + 142.4, width: 59.5, height: 20.4)) == true)
    // Outside, a label is its icon beside its title, in the body font again.
    let inline = try #require(SceneHarness.frame("inline", in: solution))
    let inbox = try #require(solution.text("Inbox"))
    #expect(inline.isClose(to: CGRect(x: (400 - 70.5) / 2, y: 400 - 20.4, width: 70.5, height: 20.4)))
    #expect(inbox.frame.isClose(to: CGRect(x: inline.maxX - 42.5, y: 400 - 20.4, width: 42.5, height: 20.4)))
}

@Test func theSearchViewsSayThereAreNoResults() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                ContentUnavailableView.search
                ContentUnavailableView.search(text: "plumb")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == [
        "No Results", "Check the spelling or try a new search.",
        "No Results for \u{201C}plumb\u{201D}", "Check the spelling or try a new search.",
    ])
    // Each fills half the height (196 pt, 8 pt apart): the second title sits 204 pt below the first.
    let titles = ["No Results", "No Results for \u{201C}plumb\u{201D}"].compactMap { solution.text($0)?.frame.minY }
    #expect(titles.count == 2 && titles[1] - titles[0] == 204)
}
