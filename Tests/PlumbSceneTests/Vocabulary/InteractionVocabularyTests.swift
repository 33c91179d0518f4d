import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func onAppearAndTaskRunOnceTheirViewsAppearAndTheSceneIsSolvedAgain() throws {
    let harness = SceneHarness("""
    final class Feed: ObservableObject {
        @Published var items: [String] = []
        @Published var log: [String] = []
        func load() async {
            try? await Task.sleep(for: .seconds(1))
            items = ["a", "b"]
        }
    }
    struct ContentView: View {
        @StateObject private var feed = Feed()
        @State private var appearances = 0
        var body: some View {
            VStack(spacing: 0) {
                ForEach(feed.items, id: \\.self) { item in
                    Text(item).onAppear { feed.log.append(item) }
                }
                Text("\\(appearances) \\(feed.log.joined())").id("summary")
                    .onTapGesture { }
            }
            .onAppear { appearances += 1 }
            .task { await feed.load() }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    // The stack appeared (1) and loaded two rows, which appeared in turn.
    #expect(SceneHarness.text("summary", in: solution) == "1 ab")
    #expect(solution.text("a") != nil && solution.text("b") != nil)
    #expect(!harness.document.needsSolve)
    // Views that stay in place do not appear again.
    #expect(harness.document.tap(id: "summary", in: solution) == false)
    solution = harness.solve()
    #expect(SceneHarness.text("summary", in: solution) == "1 ab")
}

@Test func anAppearActionThatKeepsChangingStateStopsWithAWarning() throws {
    let solution = SceneHarness("""
    struct Row: View {
        let index: Int
        @Binding var count: Int
        var body: some View { Text("\\(index)").onAppear { count += 1 } }
    }
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack { ForEach(0..<count + 1, id: \\.self) { Row(index: $0, count: $count) } }
        }
    }
    """).solve()
    // Each pass shows one more row, whose action adds another: the eleventh row's stops it, at that action.
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:4:44: warning: appearing views kept changing state after 10 passes"])
    #expect(solution.nodes(named: "Text").count == 11)
}
