import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aStackWithAPathShowsItsRootAndWarnsOnceValuesArePushed() throws {
    // With an empty path the stack is as `NavigationStack { … }`; a value pushed (a tap appending to the
    // `NavigationPath`) would show its destination, which Plumb does not draw: the root stays, with a warning.
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                Button("Push \\(path.count) \\(path.isEmpty)") { path.append(7) }.id("push")
                    .navigationDestination(for: Int.self) { Text("Item \\($0)") }
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts.contains("Push 0 true"))
    let plain = SceneHarness("struct ContentView: View { var body: some View { NavigationStack { Button(\"Push 0 true\") { } } } }").solve()
    #expect(solution.text("Push 0 true")?.frame == plain.text("Push 0 true")?.frame)
    #expect(harness.document.tap(id: "push", in: solution))
    solution = harness.solve()
    #expect(solution.texts.contains("Push 1 false"))
    #expect(solution.diagnostics.map(\.message) == ["NavigationStack(path:) shows its root: the destinations of the values on the path are not shown"])
}

@Test func removingMoreValuesThanAPathHoldsIsAnError() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var path = NavigationPath([1, 2])
        var body: some View {
            Text("\\(path.count)").onAppear { path.removeLast(3) }
            Text("\\({ var p = path; p.removeLast(-1); return p.count }())")
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == ["can't remove -1 values from a path of 2"])
}

@Test func aPathMayBeAnArrayOfValues() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var route: [String] = []
        var body: some View { NavigationStack(path: $route) { Text("Root") } }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Root"])
}
