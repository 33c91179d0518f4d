import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func presentationsToolbarsAndGesturesLeaveTheScreenAsItIs() throws {
    // (`searchable` adds the bar's search field: ScrollVocabularyTests.)
    let source = """
    struct ContentView: View {
        @State private var showSheet = false
        @State private var query = ""
        @State private var offset = CGSize.zero
        @Namespace private var namespace
        var body: some View {
            NavigationStack {
                Text("Screen")
                    .id("screen")
    MODIFIERS
            }
        }
    }
    """
    let modifiers = """
                    .sheet(isPresented: $showSheet) { Text("Sheet") }
                    .fullScreenCover(isPresented: $showSheet, onDismiss: { query = "" }) { Text("Cover") }
                    .popover(isPresented: $showSheet) { Text("Popover") }
                    .alert("Oops", isPresented: $showSheet) { Button("OK") {} } message: { Text("Details") }
                    .confirmationDialog("Sure?", isPresented: $showSheet, titleVisibility: .visible) { Button("Delete", role: .destructive) {} }
                    .alert("Save", isPresented: $showSheet, presenting: query) { text in Button(text) {} } message: { text in Text(text) }
                    .confirmationDialog("Share", isPresented: $showSheet, titleVisibility: .hidden, presenting: 3) { count in Button("\\(count)") {} }
                    .navigationDestination(for: Int.self) { value in Text("\\(value)") }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { showSheet = true } }
                        ToolbarItemGroup(placement: .bottomBar) { Text("Status") }
                    }
                    .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
                    .simultaneousGesture(TapGesture(count: 2).onEnded { showSheet = true })
                    .onLongPressGesture { showSheet = true }
                .toolbarBackground(.visible, for: .navigationBar)
                .navigationBarBackButtonHidden()
                .inspector(isPresented: $showSheet) { Text("Inspector") }
                .popoverTip(nil)
                .draggable("payload")
                .dropDestination(for: String.self) { items, location in true }
                .matchedTransitionSource(id: 1, in: namespace)
                .navigationTransition(.zoom(sourceID: 1, in: namespace))
                .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in query = "tick" }
                .onReceive(NotificationCenter.default.publisher(for: Notification.Name("Changed"))) { _ in query = "changed" }
                .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .sheet(isPresented: $showSheet) {
                    Text("Half sheet")
                        .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                        .presentationDragIndicator(.visible)
                        .presentationCornerRadius(24)
                        .presentationBackground(.thinMaterial)
                        .interactiveDismissDisabled()
                }
    """
    let plain = SceneHarness(source.replacingOccurrences(of: "MODIFIERS", with: "")).solve()
    let decorated = SceneHarness(source.replacingOccurrences(of: "MODIFIERS", with: modifiers)).solve()
    #expect(plain.diagnostics.isEmpty)
    #expect(SceneHarness.summaries(decorated) == [
        "Scene.swift:18:18: warning: toolbar items placed in the bottom bar, the keyboard's bar or the status area are not drawn",
    ])
    // Centred below the navigation bar's 44 points (no title).
    #expect(SceneHarness.frame("screen", in: decorated) == CGRect(x: 174.5, y: 211.8, width: 51, height: 20.4))
    #expect(SceneHarness.frame("screen", in: decorated) == SceneHarness.frame("screen", in: plain))
    #expect(decorated.text("Sheet") == nil && decorated.text("Status") == nil && decorated.text("Half sheet") == nil)
    #expect(decorated.text("Inspector") == nil)
}

@Test func presentationArgumentsAreStillChecked() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").sheet(isPresented: 3) { Text(\"b\") } } }").solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:1:79: error: cannot convert value of type 'Int' to expected argument type 'Binding<Bool>'"])
}

@Test func gesturesMayBeNilAndPinchesAndTurnsHaveTheirValues() throws {
    // `.gesture(flag ? drag : nil)` and a pinch's `magnification`, a turn's `rotation`: the callbacks never run in a
    // still picture, but their members are known and the optional gesture is accepted.
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var scale = 1.0
        @State private var angle = Angle.zero
        let isScrollable = false
        var body: some View {
            Text("Pinch")
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
                .simultaneousGesture(RotateGesture().onChanged { value in angle = value.rotation })
                .gesture(isScrollable ? DragGesture() : nil)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Pinch") != nil)
}

@Test func aTitleMenuAddsNothingToTheBar() throws {
    // iOS 16's `ToolbarTitleMenu`: its items show once the title is tapped, so the bar keeps only the other items.
    let scene = """
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Text("Body").id("body")
                    .toolbar {
                        MENU
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    }
                    .navigationTitle("Donut")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
    """
    let plain = SceneHarness(scene.replacingOccurrences(of: "MENU", with: "")).solve()
    for menu in ["ToolbarTitleMenu { Button(\"Rename\") {} }", "ToolbarTitleMenu()"] {
        let withMenu = SceneHarness(scene.replacingOccurrences(of: "MENU", with: menu)).solve()
        #expect(withMenu.diagnostics.isEmpty, "\(menu)")
        #expect(withMenu.text("Rename") == nil && withMenu.text("Add") != nil && withMenu.text("Donut") != nil)
        #expect(SceneHarness.frame("body", in: withMenu) == SceneHarness.frame("body", in: plain))
    }
}
