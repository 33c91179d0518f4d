import Foundation
import Testing
@testable import PlumbScene

@Test func edgeSetsAreWrittenAsArrayLiteralsOfSets() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).padding([.top, .bottom], 8).id("vertical")
                Color.blue.frame(width: 20, height: 20).padding([.leading]).id("leading")
                Color.green.frame(width: 20, height: 20).padding([]).id("none")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [])
    #expect(SceneHarness.frames(["vertical", "leading", "none"], in: solution) == [
        CGRect(x: 162, y: 182, width: 20, height: 36),
        CGRect(x: 182, y: 190, width: 36, height: 20),
        CGRect(x: 218, y: 190, width: 20, height: 20),
    ])
}

@Test func anEdgeSetLiteralListsOnlySets() {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").padding([.top, 3]) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:68: error: an Edge.Set literal lists Edge.Set values"])
}
