import Foundation
import PlumbContent
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
    let chevron = try #require(solution.tree?.root.first { if case .image(let image, _) = $0.kind { image.name == "chevron.up.chevron.down" } else { false } })
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

@Test func aSegmentedPickerIsEqualSegmentsOnATrackAndATapSelectsASegment() throws {
    // WeSplit's tip picker: 32 points tall, as wide as offered, five equal segments, the selected one semibold.
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var tip = 20
        var body: some View {
            Picker("Tip percentage", selection: $tip) {
                ForEach([10, 15, 20, 25, 0], id: \\.self) { Text("\\($0)%") }
            }
            .pickerStyle(.segmented)
            .frame(width: 300)
            .id("picker")
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["10%", "15%", "20%", "25%", "0%"])
    let track = try #require(solution.painted(SegmentedTrack.self).first?.node)
    #expect(solution.painted(SegmentedTrack.self).map(\.content) == [SegmentedTrack(selected: 2, count: 5)])
    #expect(track.frame == CGRect(x: 50, y: 184, width: 300, height: 32))
    #expect(solution.text("15%")?.frame.midX == 140)
    #expect(solution.text("20%")?.environment.font == .system(size: 13, weight: .semibold))
    #expect(solution.text("25%")?.environment.font == .system(size: 13))
    let taps = try #require(solution.tree?.root.all { if case .tapAction = $0.kind { true } else { false } })
    #expect(taps.count == 5)
    guard case .tapAction(let fourth) = taps[3].kind else { return }
    #expect(harness.document.perform(fourth))
    solution = harness.solve()
    #expect(solution.painted(SegmentedTrack.self).map(\.content) == [SegmentedTrack(selected: 3, count: 5)])
}
