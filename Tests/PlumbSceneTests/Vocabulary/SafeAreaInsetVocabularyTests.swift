import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func safeAreaInsetStacksTheInsetAtItsEdgeWithAWarning() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.blue.id("main")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 40).id("bar") }
                .safeAreaInset(edge: .leading, alignment: .top) { Color.green.frame(width: 30, height: 30).id("side") }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:4:14: warning: \(SafeAreaInsetVocabulary.warning)",
        "Scene.swift:5:14: warning: \(SafeAreaInsetVocabulary.warning)",
    ])
    #expect(SceneHarness.frames(["side", "main", "bar"], in: solution) == [
        CGRect(x: 0, y: 0, width: 30, height: 30),
        CGRect(x: 38, y: 0, width: 362, height: 360),
        CGRect(x: 38, y: 360, width: 362, height: 40),
    ])
}
