import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aButtonStyleAppliesToTheButtonsBelowOnly() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Button("A") { }.id("a")
                }
                .buttonStyle(.bordered)
                Button("B") { }.id("b")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("a", in: solution)?.size == CGSize(width: 32.5, height: 34.4))
    #expect(SceneHarness.frame("b", in: solution)?.size == CGSize(width: 8.5, height: 20.4))
    #expect(solution.nodes(named: "buttonStyle(.bordered)").count == 1)
}

@Test func aPlainListHasNoMarginsOrBackground() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            List {
                Text("A").id("a")
                Text("B")
            }
            .listStyle(.plain)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Form").isEmpty)
    #expect(solution.nodes(named: "FormRow").map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 44, width: 400, height: 44)])
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 16, y: 11.8, width: 8.5, height: 20.4))
}

@Test func aGroupedListHasNoSideMargins() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            List { Text("A") }.listStyle(.grouped)
        }
    }
    """).solve()
    #expect(solution.nodes(named: "Form").count == 1)
    #expect(solution.nodes(named: "FormRow").map(\.frame) == [CGRect(x: 0, y: 35, width: 400, height: 44)])
}

@Test func theOlderStyleStructsAreTheStylesTheirStaticMembersName() throws {
    // `InsetGroupedListStyle()`, `BorderedButtonStyle()`, `SegmentedPickerStyle()`: as `.insetGrouped`, `.bordered`,
    // `.segmented` (which warns, as the picker is drawn in the menu style).
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var choice = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("A") { }.buttonStyle(BorderedButtonStyle()).id("a")
                Button("B") { }.buttonStyle(.bordered).id("b")
                Picker("P", selection: $choice) { Text("x").tag(0) }.pickerStyle(SegmentedPickerStyle())
                List { Text("L") }.listStyle(GroupedListStyle())
                TextField("T", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())
                Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())
                ProgressView().progressViewStyle(CircularProgressViewStyle())
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("a", in: solution)?.size == SceneHarness.frame("b", in: solution)?.size)
    #expect(solution.nodes(named: "buttonStyle(.bordered)").count == 2)
    #expect(solution.nodes(named: "Form").count == 1)
}

@Test func aStyleOfTheWrongTypeIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Button(\"a\") { }.buttonStyle(3) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:78: error: cannot convert value of type 'Int' to expected argument type 'PrimitiveButtonStyle'"])
}

@Test func labelStylesChooseWhichPartsOfALabelShow() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Label("Both", systemImage: "star.fill").id("both")
                Label("Icon", systemImage: "star.fill").labelStyle(.iconOnly).id("icon")
                VStack { Label("Title", systemImage: "star.fill").id("title") }.labelStyle(.titleOnly)
                Label("Again", systemImage: "star.fill").labelStyle(.titleAndIcon).id("again")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Both", "Title", "Again"])
    func images(_ id: String) -> Int {
        solution.node(id)?.all { if case .image = $0.kind { true } else { false } }.count ?? -1
    }
    #expect(["both", "icon", "title", "again"].map(images) == [1, 1, 0, 1])
    let both = try #require(SceneHarness.frame("both", in: solution)), icon = try #require(SceneHarness.frame("icon", in: solution))
    #expect(icon.width < both.width)
}
