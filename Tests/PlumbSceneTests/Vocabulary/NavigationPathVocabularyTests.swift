import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aStackWithAPathShowsTheDestinationOfItsLastValue() throws {
    // An empty path shows the root, as `NavigationStack { … }`; code appending to the `NavigationPath` shows what the
    // stack's `navigationDestination(for:)` builds of the last value, and emptying the path shows the root again.
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                Button("Push \\(path.count) \\(path.isEmpty)") { path.append(7) }.id("push")
                    .navigationDestination(for: Int.self) { value in
                        VStack {
                            Text("Item \\(value) of \\(path.count)")
                            Button("Deeper") { path.append(value + 1) }.id("deeper")
                            Button("Home") { path = NavigationPath() }.id("home")
                        }
                    }
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Push 0 true"])
    let plain = SceneHarness("struct ContentView: View { var body: some View { NavigationStack { Button(\"Push 0 true\") { } } } }").solve()
    #expect(solution.text("Push 0 true")?.frame == plain.text("Push 0 true")?.frame)
    #expect(harness.document.tap(id: "push", in: solution))
    solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Item 7 of 1", "Deeper", "Home", "< Back"])
    #expect(harness.document.tap(id: "deeper", in: solution))
    solution = harness.solve()
    #expect(solution.texts == ["Item 8 of 2", "Deeper", "Home", "< Back"])
    #expect(harness.document.tap(id: "home", in: solution))
    #expect(harness.solve().texts == ["Push 0 true"])
}

@Test func aPathHoldingValuesWhenTheSceneLoadsOpensOnTheLastOnesDestination() throws {
    // As SwiftUI does, in a still picture too: the root, never shown, declares the destinations.
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var path = [3, 4]
        var body: some View {
            NavigationStack(path: $path) {
                List { Text("Root") }
                    .navigationTitle("Home")
                    .navigationDestination(for: Int.self) { Text("Item \\($0)").navigationTitle("Item") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Item 4", "< Back", "Item"], "the destination's title, not the root's")
}

@Test func aValueLinkInAStackWithAPathAppendsToIt() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Open", value: "first").id("link")
                    .navigationDestination(for: String.self) { word in
                        NavigationLink("\\(word) at \\(path.count)", value: "second").id("next")
                    }
            }
        }
    }
    """)
    #expect(harness.document.tap(id: "link", in: harness.solve()))
    let solution = harness.solve()
    #expect(solution.texts == ["first at 1", "< Back"])
    #expect(harness.document.tap(id: "next", in: solution))
    #expect(harness.solve().texts == ["second at 2", "< Back"])
}

@Test func aPathValueWithNoDestinationLeavesTheRootWithAWarning() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var path = ["word"]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root").navigationDestination(for: Int.self) { Text("Item \\($0)") }
            }
        }
    }
    """).solve()
    #expect(solution.texts == ["Root"])
    #expect(solution.diagnostics.map(\.message) == [
        "no navigationDestination(for: String.self) in this NavigationStack shows the last value on its path: the stack shows its root",
    ])
}

@Test func aStacksPathMustBeAnArrayOrANavigationPath() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var path = 3
        var body: some View { NavigationStack(path: $path) { Text("Root") } }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == ["cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<NavigationPath>'"])
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
