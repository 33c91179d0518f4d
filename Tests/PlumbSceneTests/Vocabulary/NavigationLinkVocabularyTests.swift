import PlumbInterpreter
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aNavigationLinkRowShowsItsLabelAndTheDisclosureChevron() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            List {
                NavigationLink("Alpha", value: 1)
                NavigationLink { Text("Detail") } label: { Text("Beta") }
                NavigationLink(destination: Text("Gamma detail")) { Text("Gamma") }
                NavigationLink("Delta", value: 4).swipeActions { Button("Delete") {} }.id("delta")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Alpha", "Beta", "Gamma", "Delta"])
    // A link under modifiers (`.swipeActions`) is a link row all the same.
    let chevrons = solution.nodes(named: "Image")
    #expect(chevrons.count == 4)
    // At the trailing end of each row: the card is 20 in from the window's edges, the row's content 16 in from the card's.
    #expect(chevrons.map { $0.frame.maxX } == [364, 364, 364, 364])
    #expect(solution.text("Delta")?.environment.foregroundStyle == nil)
    #expect(chevrons[0].environment.foregroundStyle == .color(Color(named: "tertiaryLabel")))
    #expect(solution.text("Alpha")?.environment.foregroundStyle == nil)
    #expect(solution.text("Alpha")?.frame.minX == 36)
}

@Test func aNavigationLinkOutsideAListIsItsLabelInTheTint() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            NavigationLink("Open", destination: Text("Detail"))
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Open"])
    #expect(solution.text("Open")?.environment.foregroundStyle == .color(.accentColor))
    #expect(solution.nodes(named: "Image").isEmpty)
}

/// Found by fuzzing: the scene context kept each `navigationDestination(for:)` as a closure over its call, which
/// holds the interpreter, which holds the context — every load of such a scene leaked its interpreter.
@Test func aSceneWithValueDestinationsIsFreedWithItsDocument() throws {
    weak var released: Interpreter?
    do {
        let harness = SceneHarness("""
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Seven", value: 7).id("link")
                        .navigationDestination(for: Int.self) { Text("Item \\($0)") }
                }
            }
        }
        """)
        let solution = harness.solve()
        #expect(harness.document.tap(id: "link", in: solution))
        #expect(harness.solve().texts.contains("Item 7"))
        released = harness.document.interpreter
    }
    #expect(released == nil)
}
