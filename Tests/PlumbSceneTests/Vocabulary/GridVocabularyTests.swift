import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func appleColumnCountExampleSharesTheColoursAndAlignsTheTextsAtTheBottom() throws {
    // Grid docs, "Cell spacing and alignment": the text column is as wide as "Row 1" (42.5); five colour columns
    // share 400 − 42.5 − 5; three colour rows share 400 − 2; the texts sit at the bottom of their cells.
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Grid(alignment: .bottom, horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Text("Row 1")
                    ForEach(0..<2) { _ in Color.red }
                }
                GridRow {
                    Text("Row 2")
                    ForEach(0..<5) { _ in Color.green }
                }
                GridRow {
                    Text("Row 3")
                    ForEach(0..<4) { _ in Color.blue }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let rowHeight: CGFloat = 398 / 3
    #expect(solution.text("Row 1")?.frame.isClose(to: CGRect(x: 0, y: rowHeight - 20.4, width: 42.5, height: 20.4)) == true)
    let colours = solution.nodes(named: "Color")
    #expect(colours.count == 11)
    #expect(colours.first?.frame.isClose(to: CGRect(x: 43.5, y: 0, width: 70.5, height: rowHeight)) == true)
    #expect(colours.last?.frame.isClose(to: CGRect(x: 258, y: 2 * rowHeight + 2, width: 70.5, height: rowHeight)) == true)
}

@Test func gridCellModifiersAndRowAlignment() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner")
                    Color.red.frame(width: 40, height: 30)
                    Color.red.frame(width: 40, height: 30)
                }
                GridRow(alignment: .bottom) {
                    Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing).id("trailing")
                    Color.blue.frame(width: 10, height: 10).gridCellColumns(2).id("merged")
                }
                GridRow {
                    Color.gray.frame(width: 20, height: 20)
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(.bottomTrailing).id("anchored")
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // Columns 20, 40, 40 and rows 30, 10, 20: a 100×60 grid at (150, 170). The unsized corner takes its cell; a
    // merged cell is anchored at the unit point of the grid's leading and the row's bottom guides.
    #expect(SceneHarness.frames(["corner", "trailing", "merged", "anchored"], in: solution) == [
        CGRect(x: 150, y: 170, width: 20, height: 30), CGRect(x: 150, y: 200, width: 20, height: 10),
        CGRect(x: 170, y: 200, width: 10, height: 10), CGRect(x: 200, y: 220, width: 10, height: 10),
    ])
}

@Test func appleLazyVGridExampleRunsAsPublished() throws {
    // Two flexible columns of (400 − 8) / 2; each line as tall as its large-title emoji (40.8), 8 apart.
    let solution = SceneHarness("""
    struct VerticalSmileys: View {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]

        var body: some View {
             ScrollView {
                 LazyVGrid(columns: columns) {
                     ForEach(0x1f600...0x1f679, id: \\.self) { value in
                         Text(String(format: "%x", value))
                         Text(emoji(value))
                             .font(.largeTitle)
                     }
                 }
             }
        }

        private func emoji(_ value: Int) -> String {
            guard let scalar = UnicodeScalar(value) else { return "?" }
            return String(Character(scalar))
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("1f600")?.frame == CGRect(x: 76.75, y: 10.2, width: 42.5, height: 20.4))
    #expect(solution.text("😀")?.frame == CGRect(x: 293.5, y: 0, width: 17, height: 40.8))
    #expect(solution.text("1f601")?.frame == CGRect(x: 76.75, y: 59, width: 42.5, height: 20.4))
}

@Test func appleGridItemExampleStacksItsFixedRows() throws {
    // GridItem docs: rows of 30, 60, 90 and 10 with 1, 10 and 20 after them (the last spacing is unused), 221 in
    // all, centred in the scroll view's 400; columns of 30, 5 apart.
    let solution = SceneHarness("""
    struct GridItemDemo: View {
        let rows = [
            GridItem(.fixed(30), spacing: 1),
            GridItem(.fixed(60), spacing: 10),
            GridItem(.fixed(90), spacing: 20),
            GridItem(.fixed(10), spacing: 50)
        ]

        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 5) {
                    ForEach(0...300, id: \\.self) { _ in
                        Color.red.frame(width: 30)
                        Color.green.frame(width: 30)
                        Color.blue.frame(width: 30)
                        Color.yellow.frame(width: 30)
                    }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let frames = solution.nodes(named: "Color").prefix(5).map(\.frame)
    #expect(frames == [
        CGRect(x: 0, y: 89.5, width: 30, height: 30), CGRect(x: 0, y: 120.5, width: 30, height: 60),
        CGRect(x: 0, y: 190.5, width: 30, height: 90), CGRect(x: 0, y: 300.5, width: 30, height: 10),
        CGRect(x: 35, y: 89.5, width: 30, height: 30),
    ])
}

@Test func gridItemsInEveryFormAndPinnedViewsAreAccepted() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let columns: [GridItem] = [.init(.adaptive(minimum: 50, maximum: 60)), .init(.fixed(40), spacing: 4)]
        var body: some View {
            VStack(spacing: 0) {
                LazyVGrid(columns: columns, alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<7) { index in Color.red.frame(height: 10).id(index) }
                }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: 10, maximum: 50)), count: 2), pinnedViews: .sectionFooters) {
                    Color.red.frame(height: 10).id("flexible")
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // 400 − 8 − 40 leaves 352 for the adaptive item: ⌊360 / 58⌋ = 6 views of (352 − 40) / 6 = 52. Below, two
    // columns clamped to 50 are centred: (400 − 108) / 2. The two 10-point grids are centred in the window.
    #expect(SceneHarness.frames(["0", "5", "6", "flexible"], in: solution) == [
        CGRect(x: 0, y: 190, width: 52, height: 10), CGRect(x: 300, y: 190, width: 52, height: 10),
        CGRect(x: 360, y: 190, width: 40, height: 10), CGRect(x: 146, y: 200, width: 50, height: 10),
    ])
}

@Test func viewThatFitsTakesBothAxisSetForms() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                ViewThatFits(in: [.horizontal, .vertical]) {
                    Text("A long line of text").id("long")
                    Text("Short").id("short")
                }
                .frame(width: 100)
                ViewThatFits {
                    Color.red.frame(width: 300, height: 10).id("wide")
                    Color.blue.frame(width: 100, height: 10).id("narrow")
                }
                .frame(width: 350)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.node("long") == nil)
    #expect(SceneHarness.frame("short", in: solution) == CGRect(x: 178.75, y: 184.8, width: 42.5, height: 20.4))
    #expect(SceneHarness.frame("wide", in: solution)?.isClose(to: CGRect(x: 50, y: 205.2, width: 300, height: 10)) == true)
    #expect(solution.node("narrow") == nil)
}

@Test func gridArgumentsOfTheWrongTypeAreErrors() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            LazyVGrid(columns: [1, 2]) { Text("a") }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:3:9: error: cannot convert value of type '[Int]' to expected argument type '[GridItem]'"])
}

@Test func appleDividerExampleWidensTheGridUnlessUnsized() throws {
    // Grid docs: a Divider outside a row spans the columns and makes the grid as wide as its parent offers;
    // `gridCellUnsizedAxes(.horizontal)` gives it the width the texts and images need instead.
    func divider(_ modifier: String) -> SolvedNode? {
        SceneHarness("""
        struct ContentView: View {
            var body: some View {
                Grid {
                    GridRow {
                        Text("Hello")
                        Image(systemName: "globe")
                    }
                    Divider()\(modifier)
                    GridRow {
                        Image(systemName: "hand.wave")
                        Text("World")
                    }
                }
            }
        }
        """).solve().nodes(named: "Rectangle").first
    }
    #expect(divider("")?.frame.width == 400)
    let unsized = try #require(divider(".gridCellUnsizedAxes(.horizontal)"))
    // Two 42.5-point texts over columns 8 apart, the images no wider.
    #expect(unsized.frame.width == 93)
    #expect(unsized.frame.minX == 153.5)
}

@Test func applesViewThatFitsExampleShowsTheProgressBarWhereItFits() throws {
    // From ViewThatFits's documentation: "75%" (3 glyphs, 25.5 pt) + 8 + a 100-point bar is 133.5 wide.
    let solution = SceneHarness("""
    struct UploadProgressView: View {
        var uploadProgress: Double
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("\\(uploadProgress.formatted(.percent))")
                    ProgressView(value: uploadProgress)
                        .frame(width: 100)
                }
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
                Text("\\(uploadProgress.formatted(.percent))")
            }
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                UploadProgressView(uploadProgress: 0.75).frame(maxWidth: 200).id("wide")
                UploadProgressView(uploadProgress: 0.75).frame(maxWidth: 100).id("narrow")
                UploadProgressView(uploadProgress: 0.75).frame(maxWidth: 50).id("tiny")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    func shows(_ id: String) -> [String] { solution.node(id)?.all { _ in true }.map(\.kindName).filter { ["Text", "ProgressView", "Capsule"].contains($0) } ?? [] }
    #expect(shows("wide") == ["Text", "Capsule", "Capsule"])
    #expect(shows("narrow") == ["Capsule", "Capsule"])
    #expect(shows("tiny") == ["Text"])
}

@Test func sectionsInALazyGridPutTheirHeadersOnLinesOfTheirOwn() throws {
    // Three 60-point columns: each section's header takes a line across the grid, and the second section's views
    // start a new line after the first section's one view.
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(60), spacing: 0), count: 3), spacing: 0) {
                Section(header: Text("Fruit").id("fruit")) {
                    Color.red.frame(height: 20).id("apple")
                }
                Section {
                    Color.blue.frame(height: 20).id("kale")
                    Color.blue.frame(height: 20).id("leek")
                } header: {
                    Color.gray.frame(height: 10).id("greens")
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let fruit = try #require(SceneHarness.frame("fruit", in: solution)), apple = try #require(SceneHarness.frame("apple", in: solution))
    let greens = try #require(SceneHarness.frame("greens", in: solution)), kale = try #require(SceneHarness.frame("kale", in: solution))
    #expect(apple.minY == fruit.maxY && apple.minX == 110 && apple.width == 60)
    #expect(greens == CGRect(x: 0, y: apple.maxY, width: 400, height: 10))
    #expect(kale == CGRect(x: 110, y: greens.maxY, width: 60, height: 20))
    #expect(SceneHarness.frame("leek", in: solution)?.minX == 170)
}
