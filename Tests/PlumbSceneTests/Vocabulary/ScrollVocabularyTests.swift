import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aScrollViewProposesNothingAlongItsAxisAndStartsAtTheTop() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ScrollView {
                Color.red.frame(height: 1000).id("tall")
            }
            .id("scroll")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("scroll", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(SceneHarness.frame("tall", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 1000))
    #expect(solution.node("scroll")?.kindName == "ScrollView")
}

@Test func aScrollViewStacksItsContentCentredAcross() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ScrollView(.vertical, showsIndicators: false) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 10).id("b")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 195, y: 0, width: 10, height: 10))
    #expect(SceneHarness.frame("b", in: solution) == CGRect(x: 190, y: 18, width: 20, height: 10))
}

@Test func aHorizontalScrollViewRunsFromTheLeadingEdge() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 1000).id("wide") }
                ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 10, height: 10).id("both") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("wide", in: solution) == CGRect(x: 0, y: 0, width: 1000, height: 200))
    #expect(SceneHarness.frame("both", in: solution) == CGRect(x: 0, y: 200, width: 10, height: 10))
}

@Test func navigationContainersShowALargeTitleAndCentreTheirContentBelowTheBar() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("A").navigationTitle("Title").id("a")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The bar is 96 points with a large title: 44, then the title, 34-point bold, 16 from the edge in 52.
    // (The test measurer sets bold 0.55 × the size wide a character.)
    #expect(solution.text("Title")?.frame.isClose(to: CGRect(x: 16, y: 49.6, width: 93.5, height: 40.8)) == true)
    #expect(solution.text("Title")?.environment.resolvedFont == Font.largeTitle.bold())
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 195.75, y: 237.8, width: 8.5, height: 20.4))
    #expect(solution.nodes(named: "frame").first?.frame == CGRect(x: 0, y: 96, width: 400, height: 304))
}

@Test func aSearchableStackShowsItsSearchFieldUnderTheTitle() throws {
    let source = """
    struct ContentView: View {
        @State private var query = "QUERY"
        var body: some View {
            NavigationStack {
                Text("A").navigationTitle("Title").searchable(text: $query, prompt: "Find").id("a")
            }
        }
    }
    """
    let solution = SceneHarness(source.replacingOccurrences(of: "QUERY", with: "")).solve()
    #expect(solution.diagnostics.isEmpty)
    // The field's row takes 52 points below the large title: the field is 36 tall, 16 from the edges, a rounded
    // rectangle in the tertiary system fill, with the magnifying glass and the prompt in the secondary colour.
    let field = try #require(solution.tree?.root.first { if case .shape(.roundedRectangle(10, _), _) = $0.kind { true } else { false } })
    #expect(field.frame == CGRect(x: 16, y: 104, width: 368, height: 36))
    // 8 inside the field, the glass (20 wide with the test measurer), 6 apart.
    #expect(solution.text("Find")?.frame == CGRect(x: 50, y: 111.8, width: 34, height: 20.4))
    #expect(solution.text("Find")?.environment.foregroundStyle == .color(.secondary))
    #expect(solution.nodes(named: "frame").first?.frame == CGRect(x: 0, y: 148, width: 400, height: 252))
    // A search under way shows its text in the primary colour; without a prompt the field says Search.
    let searching = SceneHarness(source.replacingOccurrences(of: "QUERY", with: "gr")).solve()
    #expect(searching.text("gr")?.environment.foregroundStyle == nil)
    let plain = SceneHarness(source.replacingOccurrences(of: "QUERY", with: "").replacingOccurrences(of: ", prompt: \"Find\"", with: "")).solve()
    #expect(plain.text("Search") != nil)
}

@Test func aSplitViewShowsItsSidebarAsAStackDoesOnAnIPhone() throws {
    for call in ["NavigationSplitView", "NavigationSplitView(columnVisibility: $visibility)"] {
        let solution = SceneHarness("""
        struct ContentView: View {
            @State private var visibility = NavigationSplitViewVisibility.all
            var body: some View {
                \(call) {
                    Text("A").navigationTitle("Title").id("a")
                } content: {
                    Text("Content").id("content")
                } detail: {
                    Text("Detail").id("detail")
                }
            }
        }
        """).solve()
        #expect(solution.diagnostics.isEmpty)
        #expect(solution.text("Title")?.frame.isClose(to: CGRect(x: 16, y: 49.6, width: 93.5, height: 40.8)) == true)
        #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 195.75, y: 237.8, width: 8.5, height: 20.4))
        #expect(SceneHarness.frame("detail", in: solution) == nil)
        #expect(SceneHarness.frame("content", in: solution) == nil)
    }
}

@Test func anInlineTitleIsCentredInTheBarWhichAGroupedFormShowsThrough() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            NavigationView {
                Form { Text("Row").id("row") }
                    .navigationTitle(Text("Title"))
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Title")?.frame.isClose(to: CGRect(x: 176.625, y: 11.8, width: 46.75, height: 20.4)) == true)
    // The form's first row: below the 44-point bar and the grouped list's 35 points.
    #expect(solution.nodes(named: "FormRow").first?.frame.minY == 79)
    #expect(solution.painted(FormBackground.self).map(\.node.frame) == [CGRect(x: 0, y: 44, width: 400, height: 356), CGRect(x: 0, y: 0, width: 400, height: 44)])
}

@Test func scrollAxesOfTheWrongTypeAreErrors() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { ScrollView(3) { Text(\"a\") } } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:61: error: cannot convert value of type 'Int' to expected argument type 'Axis.Set'"])
}

@Test func tappingATabsItemSelectsIt() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var tab = "first"
        var body: some View {
            TabView(selection: $tab) {
                Text("First screen").tabItem { Label("First", systemImage: "house") }.tag("first")
                Text("Second screen").tabItem { Label("Second", systemImage: "gear") }.tag("second")
                Text("Untagged screen").tabItem { Label("Untagged", systemImage: "person") }
            }
        }
    }
    """)
    /// Performs the tap action of the bar item holding `title`; false if it has none.
    func tap(_ title: String, in solution: SceneSolution) -> Bool {
        let actions = solution.tree?.root.all { if case .tapAction = $0.kind { $0.first { $0.string == title } != nil } else { false } }
        guard case .tapAction(let action)? = actions?.last?.kind else { return false }
        return harness.document.perform(action)
    }
    let before = harness.solve()
    #expect(before.text("First screen") != nil)
    #expect(tap("Second", in: before))
    #expect(!tap("Untagged", in: before))
    let after = harness.solve()
    #expect(after.text("Second screen") != nil && after.text("First screen") == nil)
    #expect(after.text("Second")?.environment.foregroundStyle == .color(.accentColor))
    #expect(after.text("First")?.environment.foregroundStyle == .color(.gray))
}

@Test func iOS18TabsAreTabsWithALabelAndATag() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var selection = 1
        var body: some View {
            TabView(selection: $selection) {
                Tab("Received", systemImage: "envelope", value: 0) { Text("Inbox") }
                Tab("Sent", systemImage: "paperplane", value: 1) { Text("Outbox") }
                Tab("Account", systemImage: "person") { Text("Me") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Outbox") != nil && solution.text("Inbox") == nil)
    #expect(solution.texts.filter { ["Received", "Sent", "Account"].contains($0) } == ["Received", "Sent", "Account"])
    #expect(solution.text("Sent")?.environment.foregroundStyle == .color(.accentColor))
    #expect(solution.text("Received")?.environment.foregroundStyle == .color(.gray))
    #expect(abs((solution.text("Sent")?.frame.midX ?? 0) - 200) < 1e-9)
}

@Test func aGroupedListInATabShowsThroughTheTabBarAsThroughItsNavigationBar() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List { Text("Row") }.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                }
                .tabItem { Label("List", systemImage: "house") }
                Text("Plain").tabItem { Label("Plain", systemImage: "gear") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The list's, the navigation bar's and the tab bar's.
    #expect(solution.painted(FormBackground.self).map(\.node.frame) == [
        CGRect(x: 0, y: 44, width: 400, height: 307), CGRect(x: 0, y: 0, width: 400, height: 44), CGRect(x: 0, y: 351, width: 400, height: 49),
    ])
    let plain = SceneHarness("struct ContentView: View { var body: some View { TabView { Text(\"A\").tabItem { Text(\"A\") } } } }").solve()
    #expect(plain.painted(FormBackground.self).isEmpty)
}

@Test func aTabViewShowsItsSelectedTabAboveTheTabBar() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var tab = 1
        var body: some View {
            TabView(selection: $tab) {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Settings screen").badge(3).tabItem { Image(systemName: "gear"); Text("Settings") }.tag(1)
            }
            .tabViewStyle(.automatic)
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution).isEmpty)
    #expect(solution.text("Home screen") == nil)
    // The selected tab fills the screen above the bar's 49 points.
    #expect(solution.text("Settings screen")?.frame == CGRect(x: 136.25, y: 165.3, width: 127.5, height: 20.4))
    // Each tab's item centred in its half of the bar, the icon in a 28-point box above the title (so a Label and
    // the older Image and Text line up); the selected one tinted.
    let home = try #require(solution.text("Home"))
    let settings = try #require(solution.text("Settings"))
    #expect(home.frame == CGRect(x: 90, y: 384.5, width: 20, height: 12))
    #expect(settings.frame == CGRect(x: 280, y: 384.5, width: 40, height: 12))
    #expect(home.environment.font == .system(size: 10, weight: .medium))
    #expect(home.environment.foregroundStyle == .color(.gray))
    #expect(settings.environment.foregroundStyle == .color(.accentColor))
    let first = SceneHarness("struct ContentView: View { var body: some View { TabView { Text(\"A\"); Text(\"B\") } } }").solve()
    #expect(first.text("A") != nil && first.text("B") == nil)
}

@Test func aScrollViewReadersProxyScrollsNowhere() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    Button("Bottom") { proxy.scrollTo(9, anchor: .bottom) }.id("jump")
                    ForEach(0..<10) { i in Color.red.frame(height: 100).id(i) }
                }
            }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("jump", in: solution)?.minY == 0)
    #expect(harness.document.tap(id: "jump", in: solution))
    #expect(harness.solve().diagnostics.isEmpty)
}

@Test func aHiddenBarLeavesTheWholeScreenToTheContent() throws {
    for modifier in [".toolbar(.hidden, for: .navigationBar)", ".toolbar(.hidden)", ".navigationBarHidden(true)"] {
        let solution = SceneHarness("""
        struct ContentView: View {
            var body: some View {
                NavigationStack { Text("A").navigationTitle("Title")\(modifier).id("a") }
            }
        }
        """).solve()
        #expect(solution.diagnostics.isEmpty)
        #expect(solution.text("Title") == nil)
        #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 195.75, y: 189.8, width: 8.5, height: 20.4))
    }
}

@Test func toolbarItemsStandAtTheEndsOfTheBarAndTheirButtonsTap() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                Text("\\(count)").id("count")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") { count += 1 }.id("add") }
                        ToolbarItem(placement: .bottomBar) { Text("Status") }
                    }
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:8:18: warning: toolbar items placed in the bottom bar, the keyboard's bar or the status area are not drawn",
    ])
    // 16 points in from each end of the 44-point bar, the title centred between them.
    #expect(solution.text("Cancel")?.frame == CGRect(x: 16, y: 11.8, width: 51, height: 20.4))
    // A confirmation action is semibold, as iOS sets it (0.55 × the size a character with the test measurer).
    #expect(SceneHarness.frame("add", in: solution)?.isClose(to: CGRect(x: 355.95, y: 11.8, width: 28.05, height: 20.4)) == true)
    #expect(solution.text("Add")?.environment.resolvedFont == Font.body.weight(.semibold))
    #expect(solution.text("Cancel")?.environment.resolvedFont == Font.body)
    #expect(solution.text("Title")?.frame.midX == 200)
    #expect(solution.text("Status") == nil)
    #expect(harness.document.tap(id: "add", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.text("count", in: solution) == "1")
}

@Test func aToolbarContentOfTheFileGivesTheItemsOfItsBody() throws {
    let solution = SceneHarness("""
    struct EditorToolbar: ToolbarContent {
        let title: String
        @ToolbarContentBuilder var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button(title) {} }
        }
    }
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { EditorToolbar(title: "Add") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Cancel")?.frame == CGRect(x: 16, y: 11.8, width: 51, height: 20.4))
    #expect(solution.text("Add")?.environment.resolvedFont == Font.body.weight(.semibold))
}

@Test func labelsInTheBarShowOnlyTheirIconUnlessAStyleSaysOtherwise() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Label("Shown", systemImage: "star").labelStyle(.titleAndIcon) }
                        ToolbarItem { Button(action: {}) { Label("Add Item", systemImage: "plus") }.id("add") }
                    }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Add Item") == nil)
    #expect(solution.text("Shown") != nil)
    // The button holds the symbol alone (20 points wide in the body font), 16 in from the bar's end.
    #expect(SceneHarness.frame("add", in: solution)?.maxX == 384)
    #expect(SceneHarness.frame("add", in: solution)?.width == 20)
}

@Test func aTabsBadgeSitsOnItsItemsIconInARedCapsule() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            TabView {
                Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                Text("Sent screen").badge("New").tabItem { Label("Sent", systemImage: "paperplane") }
                Text("Drafts screen").tabItem { Label("Drafts", systemImage: "doc") }.badge(0)
                Text("Trash screen").tabItem { Label("Trash", systemImage: "trash") }.badge(nil as Text?)
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution).isEmpty)
    let inbox = try #require(solution.text("Inbox"))
    let count = try #require(solution.text("3"))
    let new = try #require(solution.text("New"))
    // The capsule's leading edge 7 points right of the item's centre, its top 2 points above the icon's box (whose
    // top is 30 points above the title); the text centred in it, white, 13 points.
    #expect(inbox.frame == CGRect(x: 37.5, y: 384.5, width: 25, height: 12))
    #expect(count.frame == CGRect(x: 62.75, y: 353.7, width: 6.5, height: 15.6))
    #expect(count.environment.foregroundStyle == .color(.white))
    #expect(count.environment.font == .system(size: 13))
    let capsules = solution.tree?.root.all { if case .shape(.capsule, _) = $0.kind { true } else { false } } ?? []
    #expect(capsules.map(\.frame) == [CGRect(x: 57, y: 352.5, width: 18, height: 18), CGRect(x: 157, y: 352.5, width: 29.5, height: 18)])
    // On one line however narrow the item: "New" is wider than the capsule's 18 points.
    #expect(new.frame.height == 15.6)
    // A zero count and a nil text show no badge.
    #expect(capsules.count == 2)
}

@Test func toolbarTitleDisplayModeSetsTheBarsTitleAsTheOlderModifierDoes() throws {
    let source = { (modifier: String) in
        """
        struct ContentView: View {
            var body: some View {
                NavigationStack { Text("Body").id("body").navigationTitle("Inbox").\(modifier) }
            }
        }
        """
    }
    let older = SceneHarness(source("navigationBarTitleDisplayMode(.inline)")).solve()
    let newer = SceneHarness(source("toolbarTitleDisplayMode(.inline)")).solve()
    let large = SceneHarness(source("toolbarTitleDisplayMode(.inlineLarge)")).solve()
    let olderLarge = SceneHarness(source("navigationBarTitleDisplayMode(.large)")).solve()
    #expect(newer.diagnostics.isEmpty && large.diagnostics.isEmpty)
    #expect(SceneHarness.frame("body", in: newer) == SceneHarness.frame("body", in: older))
    #expect(SceneHarness.frame("body", in: large) == SceneHarness.frame("body", in: olderLarge))
    #expect(SceneHarness.frame("body", in: large) != SceneHarness.frame("body", in: newer))
}

@Test func iOS13sNavigationBarTitleSaysTheTitleAndItsDisplayMode() throws {
    let source = { (modifiers: String) in
        "struct ContentView: View { var body: some View { NavigationView { Text(\"Body\").id(\"body\")\(modifiers) } } }"
    }
    let pairs = [
        (".navigationBarTitle(\"Inbox\")", ".navigationTitle(\"Inbox\")"),
        (".navigationBarTitle(Text(\"Inbox\"), displayMode: .inline)", ".navigationTitle(\"Inbox\").navigationBarTitleDisplayMode(.inline)"),
    ]
    for (older, newer) in pairs {
        let old = SceneHarness(source(older)).solve()
        let new = SceneHarness(source(newer)).solve()
        #expect(old.diagnostics.isEmpty)
        #expect(old.text("Inbox")?.frame == new.text("Inbox")?.frame)
        #expect(SceneHarness.frame("body", in: old) == SceneHarness.frame("body", in: new))
    }
}

@Test func aPagedTabViewFillsItsFrameWithThePageAndShowsItsDots() throws {
    // No bar: the page is centred in the whole 400 × 400; two 7-point dots, the first (selected) opaque, on a capsule
    // padded 8 whose bottom is 12 above the view's bottom.
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            TabView {
                Text("One").id("one")
                Text("Two")
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let page = try #require(SceneHarness.frame("one", in: solution))
    #expect(abs(page.midY - 200) < 0.001)
    let dots = solution.nodes(named: "Circle")
    #expect(dots.map(\.frame.size) == [CGSize(width: 7, height: 7), CGSize(width: 7, height: 7)])
    #expect(dots.map { $0.frame.minX } == [188.5, 204.5])
    #expect(solution.nodes(named: "Capsule").first?.frame == CGRect(x: 180.5, y: 365, width: 39, height: 23))
    // No dots with `.never`, nor for one page unless `.always`.
    func dotCount(_ style: String) -> Int {
        SceneHarness("struct ContentView: View { var body: some View { TabView { Text(\"One\") }.tabViewStyle(\(style)) } }")
            .solve().nodes(named: "Circle").count
    }
    let counts = [".page(indexDisplayMode: .never)", ".page", ".page(indexDisplayMode: .always)"].map(dotCount)
    #expect(counts == [0, 0, 1])
}
