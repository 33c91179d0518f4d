import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aToggleIsItsLabelThenTheSwitchAndATapFlipsIt() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var isOn = true
        var body: some View {
            Toggle("Wi-Fi", isOn: $isOn).id("toggle")
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("toggle", in: solution) == CGRect(x: 0, y: 184.5, width: 400, height: 31))
    #expect(solution.text("Wi-Fi")?.frame == CGRect(x: 0, y: 189.8, width: 42.5, height: 20.4))
    #expect(solution.nodes(named: "Color").first?.frame == CGRect(x: 349, y: 184.5, width: 51, height: 31))
    #expect(solution.switches == [true])
    #expect(harness.document.tap(id: "toggle", in: solution))
    #expect(harness.document.needsSolve)
    solution = harness.solve()
    #expect(solution.switches == [false])
}

@Test func forEachOverABindingGivesEachRowABindingToItsElement() throws {
    // `ForEach($items) { $item in … }`: `$item` binds the element in the array, `item` is its value; a row is
    // identified by its element's `id`, and a write through the binding changes the array.
    let harness = SceneHarness("""
    struct Item: Identifiable { let id: Int; var name: String; var isOn: Bool }
    struct ContentView: View {
        @State private var items = [Item(id: 1, name: "a", isOn: true), Item(id: 2, name: "b", isOn: false)]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Toggle(item.name, isOn: $item.isOn).id("toggle\\(item.id)")
                }
                Text(items.map { $0.isOn ? $0.name.uppercased() : $0.name }.joined()).id("summary")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.switches == [true, false])
    #expect(SceneHarness.text("summary", in: solution) == "Ab")
    #expect(harness.document.tap(id: "toggle2", in: solution))
    solution = harness.solve()
    #expect(solution.switches == [true, true])
    #expect(SceneHarness.text("summary", in: solution) == "AB")
}

@Test func aToggleWithAConstantBindingAndALabelClosure() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Toggle(isOn: .constant(false)) { Text("Off").bold() }.id("toggle")
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.switches == [false])
    #expect(solution.text("Off")?.environment.forcesBold == true)
    #expect(harness.document.tap(id: "toggle", in: solution))
    #expect(!harness.document.needsSolve)
}

@Test func aButtonIsItsTintedLabelAndATapRunsItsAction() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") { count += 1 }.id("go")
                Color.red.frame(width: CGFloat(10 * count), height: 10).id("bar")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("go", in: solution) == CGRect(x: 191.5, y: 184.8, width: 17, height: 20.4))
    #expect(solution.nodes(named: "Button").count == 1)
    #expect(harness.document.tap(id: "go", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.frame("bar", in: solution)?.width == 10)
}

@Test func borderedButtonsArePaddedOnARoundedRectangle() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Button("A") { }.buttonStyle(.bordered).id("bordered")
                Button(action: { }) { Text("B") }.buttonStyle(.borderedProminent).id("prominent")
                Button("C", role: .destructive) { }.buttonStyle(.plain).id("plain")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("bordered", in: solution) == CGRect(x: 183.75, y: 155.4, width: 32.5, height: 34.4))
    #expect(SceneHarness.frame("prominent", in: solution) == CGRect(x: 183.75, y: 189.8, width: 32.5, height: 34.4))
    #expect(SceneHarness.frame("plain", in: solution) == CGRect(x: 195.75, y: 224.2, width: 8.5, height: 20.4))
    let shapes = solution.nodes(named: "RoundedRectangle")
    #expect(shapes.map(\.frame) == [CGRect(x: 183.75, y: 155.4, width: 32.5, height: 34.4), CGRect(x: 183.75, y: 189.8, width: 32.5, height: 34.4)])
    #expect(solution.text("A")?.frame == CGRect(x: 195.75, y: 162.4, width: 8.5, height: 20.4))
    #expect(solution.text("A")?.environment.foregroundStyle == nil)
    #expect(solution.text("B")?.environment.foregroundStyle == .color(.white))
    #expect(solution.text("C")?.environment.foregroundStyle == .color(.red))
    #expect(solution.nodes(named: "opacity").count == 1)
}

@Test func textFieldsShowTheirTextOrPlaceholderOnOneGreedyLine() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var name = ""
        @State private var password = "abc"
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: $name).id("name")
                SecureField("Password", text: $password).id("password")
                TextField("Notes", text: .constant("Long notes"), axis: .vertical).id("notes")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("name", in: solution) == CGRect(x: 0, y: 167, width: 400, height: 22))
    #expect(SceneHarness.frame("password", in: solution) == CGRect(x: 0, y: 189, width: 400, height: 22))
    #expect(SceneHarness.frame("notes", in: solution) == CGRect(x: 0, y: 211, width: 400, height: 22))
    let placeholder = try #require(solution.text("Name"))
    #expect(placeholder.frame == CGRect(x: 0, y: 167.8, width: 34, height: 20.4))
    #expect(placeholder.environment.foregroundStyle == .color(ControlsVocabulary.placeholderColor))
    #expect(placeholder.environment.lineLimit == 1)
    #expect(solution.text("•••")?.environment.foregroundStyle == nil)
    #expect(solution.text("Long notes")?.environment.lineLimit == nil)
}

@Test func aRoundedBorderFieldIsInsetInAHairlineBorderOnTheBackground() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var name = ""
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: $name).id("name")
                TextField("Plain", text: $name).id("plain").textFieldStyle(.plain)
            }
            .textFieldStyle(.roundedBorder)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("name", in: solution) == CGRect(x: 0, y: 172, width: 400, height: 34))
    #expect(solution.text("Name")?.frame.origin == CGPoint(x: 7, y: 178.8))
    #expect(SceneHarness.frame("plain", in: solution) == CGRect(x: 0, y: 206, width: 400, height: 22))
    let shapes = solution.nodes(named: "RoundedRectangle")
    #expect(shapes.map(\.frame) == [CGRect(x: 0, y: 172, width: 400, height: 34), CGRect(x: 0, y: 172, width: 400, height: 34)])
    #expect(shapes.map(\.kind.name) == ["RoundedRectangle", "RoundedRectangle"])
    guard case .shape(_, ShapePaint.strokeBorder(.color(let border)?, lineWidth: 0.5, _)) = shapes.last?.kind else { return #expect(Bool(false)) }
    #expect(border == Color(named: "opaqueSeparator"))
}

@Test func aTextFieldEditingAValueShowsItAsItsFormatWritesIt() throws {
    // Hacking with Swift's WeSplit: the amount in the locale's currency (the preview's is en_US: USD).
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var checkAmount = 42.5
        @State private var people = 3
        var body: some View {
            VStack {
                TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "EUR")).id("amount")
                TextField("People", value: $people, format: .number).id("people")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("amount", in: solution) == "$42.50")
    #expect(SceneHarness.text("people", in: solution) == "3")
    #expect(SceneHarness.frame("amount", in: solution)?.width == 400)
}

@Test func aSliderIsGreedyAndShowsItsFraction() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var value = 2.5
        var body: some View { Slider(value: $value, in: 0...10, step: 0.5).id("slider") }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("slider", in: solution) == CGRect(x: 0, y: 184.5, width: 400, height: 31))
    #expect(solution.painted(SliderTrack.self).map(\.content.fraction) == [0.25])
}

@Test func aSlidersValueLabelsStandAtTheEndsOfItsTrackAndItsLabelIsNotShown() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var speed = 50.0
        var body: some View {
            Slider(value: $speed, in: 0...100) {
                Text("Speed").id("label")
            } minimumValueLabel: {
                Color.red.frame(width: 20, height: 10).id("min")
            } maximumValueLabel: {
                Color.blue.frame(width: 30, height: 10).id("max")
            }
            .id("slider")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("slider", in: solution) == CGRect(x: 0, y: 184.5, width: 400, height: 31))
    #expect(SceneHarness.frame("min", in: solution) == CGRect(x: 0, y: 195, width: 20, height: 10))
    #expect(SceneHarness.frame("max", in: solution) == CGRect(x: 370, y: 195, width: 30, height: 10))
    #expect(SceneHarness.frame("label", in: solution) == nil)
    #expect(solution.painted(SliderTrack.self).map(\.node.frame) == [CGRect(x: 28, y: 184.5, width: 334, height: 31)])
}

@Test func iOS13sSliderWithValueLabelViewsAndAFormattersLocale() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var tip = 10.0
        var body: some View {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "de_DE")
            formatter.numberStyle = .decimal
            return VStack {
                Slider(value: $tip, in: 0...30, step: 1, minimumValueLabel: Text("0%"), maximumValueLabel: Text("30%"), label: { Text("Tip") })
                Text(formatter.string(from: 1234.5)! + " " + formatter.locale.identifier)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["0%", "30%", "1.234,5 de_DE"])
}

@Test func labelsDividersAndProgress() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                LabeledContent("Version", value: "1.0").id("labeled")
                Divider().id("divider")
                ProgressView().id("spinner")
                Label("Star", systemImage: "star").id("label")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let top = (400 - (20.4 + 0.5 + 20 + 20.4)) / 2
    #expect(SceneHarness.frame("labeled", in: solution) == CGRect(x: 0, y: top, width: 400, height: 20.4))
    #expect(solution.text("Version")?.frame.minX == 0)
    #expect(solution.text("1.0")?.frame == CGRect(x: 374.5, y: top, width: 25.5, height: 20.4))
    #expect(solution.text("1.0")?.environment.foregroundStyle == .color(.secondary))
    #expect(SceneHarness.frame("divider", in: solution) == CGRect(x: 0, y: top + 20.4, width: 400, height: 0.5))
    #expect(SceneHarness.frame("spinner", in: solution) == CGRect(x: 190, y: top + 20.9, width: 20, height: 20))
    #expect(solution.nodes(named: "Label").isEmpty)
    #expect(solution.node("label")?.kindName == "HStack")
}

@Test func aDividerInARowIsAVerticalLineAsTallAsTheRow() throws {
    // "When contained in a stack, the divider extends across the minor axis of the stack" (Divider docs); the
    // vertically fixed row re-offers its children its height (§3.2), so the line is as tall as the texts.
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                Text("Left")
                Divider().id("divider")
                Text("Right")
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let left = try #require(solution.text("Left")?.frame)
    #expect(SceneHarness.frame("divider", in: solution) == CGRect(x: left.maxX, y: left.minY, width: 0.5, height: 20.4))
    #expect(solution.text("Right")?.frame.minX == left.maxX + 0.5)
}

@Test func controlArgumentsOfTheWrongTypeAreErrors() throws {
    let toggle = SceneHarness("struct ContentView: View { var body: some View { Toggle(\"x\", isOn: true) } }").solve()
    #expect(toggle.diagnostics.map(\.summary) == ["Scene.swift:1:68: error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'"])
    let field = SceneHarness("struct ContentView: View { var body: some View { TextField(\"x\", text: .constant(3)) } }").solve()
    #expect(field.diagnostics.map(\.summary) == ["Scene.swift:1:50: error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'"])
}

@Test func linksAndMenusAreButtonsOfTheirLabelsThatOpenNothing() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Link("Apple", destination: URL(string: "https://apple.com")!).id("link")
                Link(destination: URL(string: "https://swift.org")!) { Label("Swift", systemImage: "swift") }
                Menu("Options") { Button("First") { taps += 1 } }.id("menu")
                Text(URL(string: "") == nil ? "no URL" : "URL").id("empty")
            }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Button").count == 3)
    #expect(SceneHarness.frame("link", in: solution)?.size == CGSize(width: 42.5, height: 20.4))
    #expect(SceneHarness.frame("menu", in: solution)?.size == CGSize(width: 59.5, height: 20.4))
    #expect(SceneHarness.text("empty", in: solution) == "no URL")
    #expect(harness.document.tap(id: "menu", in: solution))
    #expect(!harness.document.needsSolve)
}

@Test func shareLinksAreButtonsOfTheShareSymbolAndTheirTitle() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                ShareLink(item: URL(string: "https://example.com")!).id("share")
                ShareLink("Send", item: "text", subject: Text("Hello"))
                ShareLink(item: "text", preview: SharePreview("Note", image: Image(systemName: "doc"))) { Text("Custom") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Button").count == 3)
    #expect(solution.texts == ["Share", "Send", "Custom"])
    // The 20 pt symbol (17 pt body font, 1.2 ×) and "Share" with the default spacing between them.
    let share = try #require(SceneHarness.frame("share", in: solution))
    #expect(share.height == 20 + 0.4 && share.width == 20 + 8 + 42.5)
}

@Test func aTextEditorFillsItsSpaceWithItsTextInsetAsUITextViewsIs() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var notes = "Notes"
        var body: some View { TextEditor(text: $notes).frame(height: 80).id("editor") }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("editor", in: solution) == CGRect(x: 0, y: 160, width: 400, height: 80))
    #expect(solution.text("Notes")?.frame == CGRect(x: 5, y: 168, width: 42.5, height: 20.4))
}

@Test func aProgressBarIsGreedyAndFourPointsTallWithItsLabelAboveAndItsValueDrawn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                ProgressView(value: 0.25).id("bar")
                ProgressView("Downloading", value: 30, total: 100).id("labelled")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The label and the bar are the text-to-shape default spacing apart (10.83 with the fixed metrics).
    let top = (400 - (4 + 20.4 + 65.0 / 6 + 4)) / 2
    #expect(SceneHarness.frame("bar", in: solution)?.isClose(to: CGRect(x: 0, y: top, width: 400, height: 4)) == true)
    #expect(SceneHarness.frame("labelled", in: solution)?.isClose(to: CGRect(x: 0, y: top + 4, width: 400, height: 20.4 + 65.0 / 6 + 4)) == true)
    #expect(solution.text("Downloading")?.frame.isClose(to: CGRect(x: 0, y: top + 4, width: 93.5, height: 20.4)) == true)
    #expect(solution.drawingTransforms.map(\.scale.width) == [0.25, 0.3])
}

@Test func focusStateStartsWithNothingFocusedAndIsStateAnActionCanSet() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        enum Field { case name, email }
        @State private var name = ""
        @FocusState private var isFocused: Bool
        @FocusState private var field: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($isFocused).focused($field, equals: .name)
                Text("\\(isFocused) \\(field == nil)").id("state")
                Button("Focus") { isFocused = true; field = .email }.id("focus")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("state", in: solution) == "false true")
    #expect(harness.document.tap(id: "focus", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.text("state", in: solution) == "true false")
}

@Test func hiddenLabelsLeaveTheControlAloneAtItsOwnSize() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var on = true
        @State private var choice = 1
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Shown", isOn: $on).id("shown")
                Toggle("Hidden", isOn: $on).labelsHidden().id("switch")
                Picker("Flavour", selection: $choice) { Text("Vanilla").tag(1) }.id("picker")
                Picker("Taste", selection: $choice) { Text("Vanilla").tag(1) }.labelsHidden().id("bare picker")
                NavigationLink("Still labelled") { Text("Detail") }.labelsHidden()
                Gauge(value: 0.5) { Text("Battery") }.labelsHidden()
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let shown = try #require(SceneHarness.frame("shown", in: solution))
    let toggle = try #require(SceneHarness.frame("switch", in: solution))
    #expect(toggle.size == CGSize(width: 51, height: 31))
    #expect(toggle.midX == shown.midX)
    #expect(solution.text("Hidden") == nil && solution.text("Taste") == nil && solution.text("Battery") == nil && solution.text("Shown") != nil)
    let picker = try #require(SceneHarness.frame("picker", in: solution))
    let barePicker = try #require(SceneHarness.frame("bare picker", in: solution))
    #expect(barePicker.width < picker.width / 2)
    #expect(barePicker.midX == picker.midX)
    #expect(solution.text("Still labelled") != nil)
}

@Test func hiddenLabelsLeaveAListRowsContentBesideItsBadge() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            List {
                Text("Inbox").badge(3)
            }
            .labelsHidden()
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Inbox") != nil && solution.text("3") != nil)
}

@Test func aMenuOrLinkWithASystemImageIsLabelledWithIt() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Menu("Sort", systemImage: "star") { Button("Name") {} }.id("menu")
                Link("Site", systemImage: "globe", destination: URL(string: "https://example.com")!).id("link")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("menu", in: solution) == "Sort")
    #expect(SceneHarness.text("link", in: solution) == "Site")
    let symbol = solution.tree?.root.first { $0.idString == "menu" }?.first { if case .image = $0.kind { true } else { false } }
    #expect({ if case .image(let content, _)? = symbol?.kind { content.name == "star" } else { false } }())
}

@Test func aTextFieldPlacesItsLineByTheMultilineTextAlignmentAroundIt() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                TextField("Leading", text: .constant("hi")).frame(width: 200).id("leading")
                TextField("Centered", text: .constant("hi")).multilineTextAlignment(.center).frame(width: 200).id("center")
                VStack { TextField("Trailing", text: .constant("hi")).frame(width: 200).id("trailing") }.multilineTextAlignment(.trailing)
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    func textX(_ id: String) -> CGFloat? {
        solution.tree?.root.first { $0.idString == id }?.first { if case .text = $0.kind { true } else { false } }?.frame.minX
    }
    let (leading, center, trailing) = (textX("leading"), textX("center"), textX("trailing"))
    #expect(leading != nil && center != nil && trailing != nil)
    #expect(leading! < center! && center! < trailing!)
}

@Test func olderAndFrameworkValuesAppScreensStillWrite() throws {
    let harness = SceneHarness("""
    import MapKit
    final class Store: ObservableObject {
        var count = 0
        func bump() { count += 1; objectWillChange.send() }
    }
    struct Item: Identifiable { let id: Int; var done: Bool }
    struct ContentView: View {
        @StateObject private var store = Store()
        @State private var items = [Item(id: 0, done: false), Item(id: 1, done: false)]
        @State private var text = ""
        @State private var region = MKCoordinateRegion()
        var columns: [GridItem] {
            var item = GridItem(.flexible())
            item.spacing = 6
            return [item, GridItem(.flexible(), spacing: item.spacing)]
        }
        var body: some View {
            NavigationView {
                VStack(spacing: 0) {
                    TextField("Name", text: $text, onEditingChanged: { _ in }, onCommit: {})
                    Toggle("First", isOn: $items[0].done).id("first")
                    LazyVGrid(columns: columns, spacing: 0) { Color.red.frame(height: 10); Color.blue.frame(height: 10).id("second") }
                    ContainerRelativeShape().fill(.green).frame(width: 20, height: 20).id("shape")
                    Text("\\(store.count) \\(items[0].done)")
                }
                .onAppear { store.bump() }
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("second", in: solution)?.minX == 203)
    #expect(solution.node("shape")?.frame.size == CGSize(width: 20, height: 20))
    #expect(solution.texts.last == "1 false")
    // The toggle writes through a binding to the array's first element.
    #expect(harness.document.tap(id: "first", in: solution))
    solution = harness.solve()
    #expect(solution.texts.last == "1 true")
}
