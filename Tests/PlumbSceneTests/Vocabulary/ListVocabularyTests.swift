import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aFormIsAnInsetGroupedListOfRows() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Form {
                Text("A").id("a")
                Text("B")
                Toggle("T", isOn: .constant(true)).id("t")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Form").map(\.frame) == [CGRect(x: 0, y: 0, width: 400, height: 400)])
    #expect(solution.nodes(named: "FormRow").map(\.frame) == [
        CGRect(x: 20, y: 35, width: 360, height: 44), CGRect(x: 20, y: 79, width: 360, height: 44), CGRect(x: 20, y: 123, width: 360, height: 44),
    ])
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 36, y: 46.8, width: 8.5, height: 20.4))
    #expect(solution.text("B")?.frame == CGRect(x: 36, y: 90.8, width: 8.5, height: 20.4))
    #expect(SceneHarness.frame("t", in: solution) == CGRect(x: 36, y: 129.5, width: 328, height: 31))
}

@Test func sectionsHaveHeadersAndFootersAndAreSpacedApart() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Form {
                Section {
                    Text("A")
                } header: {
                    Text("Head")
                } footer: {
                    Text("Foot")
                }
                Section("Two") { Text("B") }
                Section(header: Text("Three")) { Text("C") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Head")?.frame == CGRect(x: 36, y: 35, width: 26, height: 15.6))
    #expect(solution.text("A")?.frame == CGRect(x: 36, y: 69.4, width: 8.5, height: 20.4))
    #expect(solution.text("Foot")?.frame == CGRect(x: 36, y: 108.6, width: 26, height: 15.6))
    #expect(solution.text("Two")?.frame == CGRect(x: 36, y: 159.2, width: 19.5, height: 15.6))
    #expect(solution.text("B")?.frame == CGRect(x: 36, y: 193.6, width: 8.5, height: 20.4))
    #expect(abs((solution.text("Three")?.frame.minY ?? 0) - 260.8) < 1e-9)
    #expect(solution.nodes(named: "FormRow").count == 3)
    let header = try #require(solution.text("Head")?.environment)
    #expect(header.font == .footnote)
    #expect(header.foregroundStyle == .color(.secondary))
}

@Test func rowsFromForEachJoinOneCardAndListsTakeData() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                Form {
                    ForEach(0..<3, id: \\.self) { index in Text("\\(index)") }
                }
                List(["x", "y"], id: \\.self) { name in Text(name) }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "FormRow").map(\.frame) == [
        CGRect(x: 20, y: 35, width: 160, height: 44), CGRect(x: 20, y: 79, width: 160, height: 44), CGRect(x: 20, y: 123, width: 160, height: 44),
        CGRect(x: 220, y: 35, width: 160, height: 44), CGRect(x: 220, y: 79, width: 160, height: 44),
    ])
    #expect(solution.text("y")?.frame == CGRect(x: 236, y: 90.8, width: 8.5, height: 20.4))
}

@Test func aListWithASelectionLaysOutAsOneWithout() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var chosen = Set<String>()
        @State private var one: String?
        var body: some View {
            HStack(spacing: 0) {
                List(["x", "y"], id: \\.self, selection: $chosen) { name in Text(name) }
                List(selection: $one) { Text("a"); Text("b") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "FormRow").map(\.frame) == [
        CGRect(x: 20, y: 35, width: 160, height: 44), CGRect(x: 20, y: 79, width: 160, height: 44),
        CGRect(x: 220, y: 35, width: 160, height: 44), CGRect(x: 220, y: 79, width: 160, height: 44),
    ])
}

@Test func anEmptyUIImageTakesNoRoom() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var code = UIImage()
        var body: some View {
            VStack(spacing: 0) {
                Image(uiImage: code).id("code")
                Text("after")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("code", in: solution)?.size == .zero)
}

@Test func aSectionOutsideAListShowsItsParts() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Section("Head") { Text("A") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Text").map(\.frame) == [
        CGRect(x: 183, y: 179.6, width: 34, height: 20.4), CGRect(x: 195.75, y: 200, width: 8.5, height: 20.4),
    ])
}

@Test func aListOfTheWrongDataIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { List(3) { _ in Text(\"x\") } } }").solve()
    #expect(solution.diagnostics.count == 1)
    #expect(solution.diagnostics.first?.severity == .error)
}

@Test func aForEachUnderOnDeleteStillGivesAListOneRowPerElementAndEditButtonIsAButton() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var items = ["A", "B", "C"]
        var body: some View {
            VStack(spacing: 0) {
                EditButton().id("edit")
                List {
                    ForEach(items, id: \\.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "FormRow").map(\.frame.minY) == [55.4, 99.4, 143.4])
    #expect(SceneHarness.text("edit", in: solution) == "Edit")
    #expect(solution.nodes(named: "Button").count == 1)
}

@Test func aRowsBadgeStandsOnItsTrailingSideBeforeALinksChevron() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            List {
                NavigationLink("Inbox") { Text("Mail") }
                    .badge(12)
                Text("Drafts").badge("3 new")
                Text("Sent").badge(0)
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution).isEmpty)
    let count = try #require(solution.text("12"))
    let drafts = try #require(solution.text("3 new"))
    let chevron = try #require(solution.nodes(named: "Image").first)
    #expect(count.environment.foregroundStyle == .color(.secondary))
    #expect(drafts.environment.foregroundStyle == .color(.secondary))
    // The link's badge, then the default 8 points, then its chevron at the row's trailing edge; a plain row's badge
    // ends at that edge; a zero count shows nothing.
    #expect(count.frame.maxX + 8 == chevron.frame.minX)
    #expect(drafts.frame.maxX == chevron.frame.maxX)
    let inbox = try #require(solution.text("Inbox"))
    #expect(count.frame.midY == inbox.frame.midY)
    #expect(solution.text("0") == nil)
}

@Test func aLabelsIconInAListRowTakesTheTintUnlessAStyleIsSetAroundIt() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                List {
                    Label("Inbox", systemImage: "tray")
                    Label("Starred", systemImage: "star").foregroundStyle(.orange)
                    Image(systemName: "gear")
                }
                Label("Outside", systemImage: "folder")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    func icon(_ name: String) -> SolvedNode? {
        solution.tree?.root.first { if case .image(let image, _) = $0.kind { image.name == name } else { false } }
    }
    #expect(icon("tray")?.environment.foregroundStyle == .color(.tint))
    #expect(icon("star")?.environment.foregroundStyle == .color(.orange))
    #expect(icon("gear")?.environment.foregroundStyle == nil)
    #expect(icon("folder")?.environment.foregroundStyle == nil)
    #expect(solution.text("Inbox")?.environment.foregroundStyle == nil)
}

@Test func aTableOnAnIPhoneIsAListOfItsFirstColumn() throws {
    let solution = SceneHarness("""
    struct Donut: Identifiable { let id: Int; let name: String; let sales: Int }
    struct ContentView: View {
        let donuts = [Donut(id: 1, name: "Glazed", sales: 10), Donut(id: 2, name: "Sprinkles", sales: 4)]
        var body: some View {
            VStack(spacing: 0) {
                Table(donuts) {
                    TableColumn("Name", value: \\.name)
                    TableColumn("Sales") { donut in Text("\\(donut.sales) sold") }
                }
                Table(donuts) {
                    TableColumn("Sales") { donut in Text("\\(donut.sales) sold") }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Glazed", "Sprinkles", "10 sold", "4 sold"])
}

/// `TableRow` names a row of a table with listed rows; a file that builds such rows where an iPhone shows a list loads.
@Test func aTableRowResolvesWhereTheIPhoneShowsAList() throws {
    let solution = SceneHarness("""
    struct Donut: Identifiable { let id: Int; let name: String }
    struct ContentView: View {
        let donuts = [Donut(id: 1, name: "Glazed")]
        func row(_ donut: Donut) -> TableRow<Donut> { TableRow(donut) }
        var body: some View {
            List(donuts) { Text($0.name) }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Glazed"])
}
