import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func ignoredModifiersKeepTheViewAndSaySilent() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var name = ""
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("plain")
                Color.red.frame(width: 10, height: 10).id("modified")
                    .transition(.move(edge: .top).combined(with: .opacity))
                    .animation(.easeIn)
                    .onAppear { count += 1 }
                    .onDisappear()
                    .onChange(of: count) { value in print(value) }
                    .onChange(of: count) { old, new in print(old, new) }
                    .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                    .accessibilityLabel("Red")
                    .accessibilityHint(Text("A square"))
                    .accessibilityValue("1")
                    .accessibilityIdentifier("red")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHidden(false)
                    .accessibilityElement(children: .combine)
                    .contentShape(Rectangle())
                    .allowsHitTesting(true)
                    .textSelection(.enabled)
                    .privacySensitive()
                    .unredacted()
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    .dynamicTypeSize(.large)
                    .controlSize(.regular)
                    .redacted(reason: .privacy)
                    .redacted(reason: [])
                    .blendMode(.normal)
                    .transformEffect(.identity)
                    .listSectionSeparator(.hidden)
                    .listRowSeparator(.visible)
                    .listRowSpacing(0)
                    .defaultScrollAnchor(.top)
                    .badgeProminence(.decreased)
                    .containerShape(.rect(cornerRadius: 8))
                    .focusable()
                    .keyboardShortcut(.defaultAction)
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                    .flipsForRightToLeftLayoutDirection(true)
                    .persistentSystemOverlays(.hidden)
                    .transaction { $0.animation = nil }
                    .onHover { _ in count += 1 }
                    .scrollPosition(id: .constant(1))
                    .disabled(false)
                    .help("Help")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .blur(radius: 0)
                    .saturation(0.5)
                    .drawingGroup()
                    .compositingGroup()
                    .environment(\\.font, .title)
                    .preferredColorScheme(.light)
                    .statusBarHidden()
                    .task { count += 1 }
                    .refreshable { }
                    .contextMenu { Button("Copy") {} }
                    .contextMenu { Button("Share") {} } preview: { Text("Preview") }
                    .swipeActions { Button("Delete", role: .destructive) {} }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocapitalization(.none)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                    .onSubmit { }
                Toggle("T", isOn: .constant(true)).toggleStyle(.switch)
                Form { Text("Row") }
                    .pickerStyle(.menu)
                ScrollView(.horizontal) { Text("Wide").scrollTargetLayout() }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                    .scrollDisabled(false)
                    .scrollBounceBehavior(.basedOnSize, axes: .horizontal)
                    .scrollContentBackground(.visible)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let plain = try #require(SceneHarness.frame("plain", in: solution))
    #expect(SceneHarness.frame("modified", in: solution) == plain.offsetBy(dx: 0, dy: 10))
    #expect(solution.node("modified")?.kindName == "frame")
}

@Test func effectsThatChangeThePictureWarn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @Namespace private var space
        var body: some View {
            VStack {
                Color.red.mask { Circle() }
                Color.red.listRowInsets(EdgeInsets())
                Color.red.preferredColorScheme(.dark)
                Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5).allowsTightening(true)
                Text("Never shrinks").minimumScaleFactor(1)
                Picker("P", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.wheel)
                ScrollView { Text("Tall") }.contentMargins(.vertical, 8, for: .scrollContent).contentMargins(16, for: .scrollContent)
                ScrollView { Text("Wide") }.scrollClipDisabled().scrollClipDisabled(false)
                Text("Moves").visualEffect { content, proxy in content.offset(y: proxy.size.height) }
                Text("Loading").redacted(reason: .placeholder)
                Text("Huge").dynamicTypeSize(.accessibility3)
                Button("Big") {}.controlSize(.large)
                Color.red.blendMode(.multiply)
                Color.red.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                Text("Row").listRowSeparator(.hidden)
                List { Text("Row") }.listRowSpacing(8)
                ScrollView { Text("Chat") }.defaultScrollAnchor(.bottom)
                Text("Card").backgroundStyle(.blue).background(in: Capsule())
                Text("Hero").matchedGeometryEffect(id: "hero", in: space).matchedGeometryEffect(id: "hero", in: space, isSource: false)
                TextField("Email", text: .constant("")).textContentType(.emailAddress)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:5:23: warning: mask is not drawn: the view is shown without it",
        "Scene.swift:6:23: warning: listRowInsets is not applied: the row keeps its default insets",
        "Scene.swift:7:23: warning: preferredColorScheme is not applied: render with --dark for the dark appearance",
        "Scene.swift:10:73: warning: pickerStyle(.wheel) is not applied: the picker is drawn in the menu style",
        "Scene.swift:11:41: warning: contentMargins is not applied: the scroll view's content keeps its own edges",
        "Scene.swift:11:91: warning: contentMargins is not applied: the scroll view's content keeps its own edges",
        "Scene.swift:12:41: warning: scrollClipDisabled is not applied: the scroll view still clips its content",
        "Scene.swift:13:27: warning: visualEffect is not drawn: the view is shown without it",
        "Scene.swift:14:29: warning: redacted(reason: .placeholder) is not drawn: the content is shown as it is",
        "Scene.swift:16:30: warning: controlSize is not applied: controls are drawn at the regular size",
        "Scene.swift:17:23: warning: blendMode is not drawn: the view is shown without it",
        "Scene.swift:18:23: warning: rotation3DEffect is not drawn: the view is shown without it",
        "Scene.swift:19:25: warning: listRowSeparator(.hidden) is not applied: the row keeps its separator",
        "Scene.swift:20:34: warning: listRowSpacing is not applied: rows follow one another",
        "Scene.swift:21:41: warning: defaultScrollAnchor is not applied: the scroll view shows its content's start",
        "Scene.swift:22:26: warning: backgroundStyle is not applied: background(in:) fills with the system background",
        "Scene.swift:23:71: warning: matchedGeometryEffect(isSource: false) is not applied: the view keeps its own frame, not its source's",
    ])
}

@Test func ignoredModifierArgumentsAreStillChecked() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").shadow(radius: \"big\") } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:75: error: cannot convert value of type 'String' to expected argument type 'CGFloat'"])
}

@Test func repeatingAnimationsLongPressesWithPressingChangesAndModifierTransitionsAreAccepted() throws {
    let solution = SceneHarness("""
    struct Fade: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Circle().animation(.easeInOut(duration: 1).repeatForever(autoreverses: false), value: 1)
                Circle().animation(.linear.repeatCount(3), value: 1)
                Text("Hold").onLongPressGesture(minimumDuration: 1) { print("done") } onPressingChanged: { print($0) }
                Text("Hi").transition(.modifier(active: Fade(amount: 0), identity: Fade(amount: 1)))
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
}

/// A menu's style leaves its label as drawn; `.button`, which would border it, says it is not applied.
@Test func aMenuStyleKeepsTheLabelAndTheButtonStyleSaysItIsNotApplied() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Menu("More") { Button("One") {} }.menuStyle(.borderlessButton).id("plain")
                Menu("Less") { Button("Two") {} }.menuStyle(.button).id("button")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == ["menuStyle(.button) is not applied: the menu's label is drawn as it is"])
    #expect(solution.texts == ["More", "Less"])
}
