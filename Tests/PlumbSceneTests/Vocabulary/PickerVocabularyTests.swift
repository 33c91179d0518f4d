import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aPickerShowsItsLabelAndTheSelectedOptionAndATapSelectsTheNext() throws {
    let harness = SceneHarness("""
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }
    struct ContentView: View {
        @State private var flavor = Flavor.vanilla
        @State private var size = 2
        var body: some View {
            VStack(spacing: 0) {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
                }
                .frame(width: 300).id("flavor")
                Picker(selection: $size) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                } label: {
                    Text("Size")
                }
                .frame(width: 300).id("size")
                Picker(selection: $size, label: Text("Old")) {
                    Text("S").tag(1)
                    Text("M").tag(2)
                }
                .frame(width: 300).id("old")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Flavor", "Vanilla", "Size", "M", "Old", "M"])
    let row = try #require(SceneHarness.frame("flavor", in: solution))
    let label = try #require(solution.text("Flavor"))
    let value = try #require(solution.text("Vanilla"))
    let chevron = try #require(solution.tree?.root.first { if case .image(let image) = $0.kind { image.name == "chevron.up.chevron.down" } else { false } })
    #expect(label.frame.minX == row.minX)
    #expect(chevron.frame.maxX == row.maxX)
    #expect(chevron.frame.minX - value.frame.maxX == PickerVocabulary.chevronSpacing)

    #expect(harness.document.tap(id: "flavor", in: solution))
    solution = harness.solve()
    #expect(solution.texts == ["Flavor", "Strawberry", "Size", "M", "Old", "M"])
    #expect(harness.document.tap(id: "flavor", in: solution))
    #expect(harness.document.tap(id: "size", in: solution))
    solution = harness.solve()
    #expect(solution.texts == ["Flavor", "Chocolate", "Size", "S", "Old", "S"])
}

@Test func aTagDoesNotChangeLayoutAndAnUnmatchedSelectionShowsNoOption() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var choice = "none"
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("plain")
                Color.red.frame(width: 10, height: 10).tag("x").id("tagged")
                Picker("Pick", selection: $choice) { Text("A").tag("a") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("tagged", in: solution)?.size == SceneHarness.frame("plain", in: solution)?.size)
    #expect(solution.texts == ["Pick"])
}
