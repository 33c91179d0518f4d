import Foundation
import Testing

/// Live mode under a private Xvfb: controls driven by xdotool's pointer and keys, checked in the window's pixels.
@Suite(.serialized) struct LiveControlsEndToEndTests {
    static let marker: UInt32 = 0x00FF00
    static let typed: UInt32 = 0xFF0000
    static let submitted: UInt32 = 0x0000FF
    /// The focused field's caret (FrameComposer.caretColor).
    static let caret: UInt32 = 0x007AFF

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func typingIntoATextField() throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            @State private var name = ""
            @State private var submits = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20)
                    TextField("Name", text: $name)
                    Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(name.count) * 10, height: 20)
                    Color(red: 0, green: 0, blue: 1).frame(width: CGFloat(submits) * 10, height: 20)
                }
                .onSubmit { submits += 1 }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        let (server, viewer, window) = (live.server, live.viewer, live.window)
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.marker) != nil }, "the scene is shown")
        let marker = try #require(capture()?.bounds(of: Self.marker))
        #expect(capture()?.count(of: Self.caret) == 0, "no caret before a tap")

        try server.xdotool("key", "--window", "\(window)", "l")
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(marker.midX))", "\(Int(marker.maxY) + 11)", "click", "1")
        #expect(eventually { (capture()?.count(of: Self.caret) ?? 0) >= 30 }, "a tap on the field shows its caret")

        // `q` and `l` are typed into the field, not taken as the viewer's keys.
        try server.xdotool("type", "--window", "\(window)", "plq")
        #expect(eventually { capture()?.bounds(of: Self.typed)?.width == 30 }, "the bound string grows as keys are typed")
        try server.xdotool("key", "--window", "\(window)", "BackSpace")
        #expect(eventually { capture()?.bounds(of: Self.typed)?.width == 20 }, "BackSpace deletes")
        #expect(viewer.process.isRunning)

        try server.xdotool("key", "--window", "\(window)", "Return")
        #expect(eventually { capture()?.bounds(of: Self.submitted)?.width == 10 }, "Return runs onSubmit")
        #expect(eventually { capture()?.count(of: Self.caret) == 0 }, "and ends editing")

        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits once editing ended")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func typingIntoASecureFieldShowsBullets() throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            @State private var secret = ""
            var body: some View {
                VStack(spacing: 0) {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20)
                    SecureField("Secret", text: $secret)
                    Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(secret.count) * 10, height: 20)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.marker) != nil }, "the scene is shown")
        let marker = try #require(capture()?.bounds(of: Self.marker))
        try live.server.xdotool("key", "--window", "\(live.window)", "l")
        try LiveValueControlsEndToEndTests.tap(live, marker.midX, marker.maxY + 11)
        #expect(eventually { (capture()?.count(of: Self.caret) ?? 0) >= 30 }, "a tap on the field focuses it")

        // Tall letters: drawn, they would stand 8 pixels or more; bullets are round dots half as tall.
        try live.server.xdotool("type", "--window", "\(live.window)", "lll")
        #expect(eventually { capture()?.bounds(of: Self.typed)?.width == 30 }, "the bound string counts the keys typed")
        let pixels = try #require(capture())
        let bar = try #require(pixels.bounds(of: Self.typed))
        let ink = Self.dark(in: pixels, from: Int(marker.maxY), to: Int(bar.minY))
        #expect(ink.map { $0.height <= 6 && $0.width >= 12 } ?? false, "three bullets, not the letters: \(String(describing: ink))")
        try? live.server.xdotool("key", "--window", "\(live.window)", "Escape")
        LiveValueControlsEndToEndTests.quit(live)
    }

    /// The bounds of the dark pixels (text) in the rows `top..<bottom` of the canvas.
    static func dark(in pixels: WindowPixels, from top: Int, to bottom: Int) -> CGRect? {
        var box: CGRect?
        for y in top..<bottom {
            for x in 0..<pixels.width - 340 where pixels[x, y] >> 16 < 0x80 && (pixels[x, y] >> 8) & 0xFF < 0x80 && pixels[x, y] & 0xFF < 0x80 {
                box = (box ?? CGRect(x: x, y: y, width: 1, height: 1)).union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func focusStateFollowsTapsAndCode() throws {
        // A blue bar is as wide as the first field is focused; the red button focuses the second field, which the
        // default focus names when the view appears.
        let live = try LiveViewer("""
        enum Field { case first, second }
        struct ContentView: View {
            @State private var first = ""
            @State private var second = ""
            @FocusState private var field: Field?
            var body: some View {
                VStack(spacing: 0) {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20)
                    TextField("First", text: $first).focused($field, equals: .first)
                    Color(red: 0, green: 0, blue: 1).frame(width: field == .first ? 40 : 0, height: 20)
                    Button { field = .second } label: { Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20) }
                    TextField("Second", text: $second).focused($field, equals: .second)
                }
                .frame(maxHeight: .infinity, alignment: .top)
                .defaultFocus($field, .second)
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        let (server, viewer, window) = (live.server, live.viewer, live.window)
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.marker) != nil }, "the scene is shown")
        let marker = try #require(capture()?.bounds(of: Self.marker))
        #expect(capture()?.bounds(of: Self.submitted) == nil)
        #expect(capture()?.count(of: Self.caret) == 0, "no caret outside live mode")

        try server.xdotool("key", "--window", "\(window)", "l")
        #expect(eventually { (capture()?.bounds(of: Self.caret)?.minY ?? 0) > marker.maxY + 40 }, "the default focus put the caret in the second field")
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(marker.midX))", "\(Int(marker.maxY) + 11)", "click", "1")
        #expect(eventually { capture()?.bounds(of: Self.submitted)?.width == 40 }, "a tap into the field sets its focus state: the bar reading it shows")
        #expect((capture()?.bounds(of: Self.caret)?.maxY ?? .infinity) < marker.maxY + 25, "the caret is in the first field")

        let button = try #require(capture()?.bounds(of: Self.typed))
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(button.midX))", "\(Int(button.midY))", "click", "1")
        #expect(eventually { capture().map { $0.bounds(of: Self.submitted) == nil && ($0.bounds(of: Self.caret)?.minY ?? 0) > marker.maxY + 40 } ?? false },
                "the button's action focuses the second field: the caret moves there and the bar goes")

        try? server.xdotool("key", "--window", "\(window)", "Escape")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits once editing ended")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func scrollingWithTheWheelAndADrag() throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        Color(red: 0, green: 1, blue: 0).frame(height: 100)
                        Color(red: 1, green: 0, blue: 0).frame(height: 400)
                    }
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        let (server, viewer, window) = (live.server, live.viewer, live.window)
        func band() -> CGRect? { live.capture()?.bounds(of: Self.marker) }
        #expect(eventually(timeout: 10) { band()?.height == 100 }, "the scene is shown at the top of its content")
        let top = try #require(band())
        let (x, y) = ("\(Int(top.midX))", "\(Int(top.maxY) + 20)")

        try server.xdotool("key", "--window", "\(window)", "l")
        try server.xdotool("mousemove", "--window", "\(window)", x, y, "click", "5")
        #expect(eventually { band() == CGRect(x: top.minX, y: top.minY, width: top.width, height: 60) }, "a notch of the wheel scrolls 40 points")
        try server.xdotool("mousedown", "1")
        try server.xdotool("mousemove", "--window", "\(window)", x, "\(Int(top.maxY) + 50)")
        try server.xdotool("mouseup", "1")
        #expect(eventually { band()?.height == 90 }, "a drag moves the content with the pointer")
        try server.xdotool("click", "4", "click", "4")
        #expect(eventually { band()?.height == 100 }, "the wheel stops at the start")

        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func scrollingAListSeenByAGeometryReader() throws {
        // A row's GeometryReader draws a red bar as wide as the row's distance from the list's top; a blue row starts
        // below the 200 points shown.
        let live = try LiveViewer("""
        struct ContentView: View {
            var body: some View {
                List {
                    ForEach(0..<3) { Text("Row \\($0)") }
                    GeometryReader { geo in
                        Color(red: 1, green: 0, blue: 0).frame(width: geo.frame(in: .named("list")).minY, height: 20)
                    }
                    .frame(height: 20)
                    ForEach(4..<6) { Text("Row \\($0)") }
                    Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 20)
                    ForEach(7..<12) { Text("Row \\($0)") }
                }
                .listStyle(.plain)
                .coordinateSpace(name: "list")
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        let (server, window) = (live.server, live.window)
        func probe() -> CGRect? { live.capture()?.bounds(of: Self.typed) }
        func blueRow() -> CGRect? { live.capture()?.bounds(of: Self.submitted) }
        #expect(eventually(timeout: 10) { probe() != nil }, "the scene is shown")
        let start = try #require(probe())
        #expect(blueRow() == nil, "the blue row is below the list's bottom")
        let (x, y) = (Int(start.maxX) + 20, Int(start.midY))

        try server.xdotool("key", "--window", "\(window)", "l")
        try server.xdotool("mousemove", "--window", "\(window)", "\(x)", "\(y)", "click", "5", "click", "5", "click", "5")
        #expect(eventually { probe() == CGRect(x: start.minX, y: start.minY - 120, width: start.width - 120, height: 20) },
                "three notches of the wheel scroll 120 points: the row moves up and its reader sees it")
        #expect(blueRow()?.size == CGSize(width: 40, height: 20), "rows below come into view")
        try server.xdotool("mousedown", "1")
        try server.xdotool("mousemove", "--window", "\(window)", "\(x)", "\(y + 50)")
        try server.xdotool("mouseup", "1")
        #expect(eventually { probe()?.width == start.width - 70 }, "a drag moves the rows with the pointer")

        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !live.viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func tappingATabItem() throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            var body: some View {
                TabView {
                    Color(red: 0, green: 1, blue: 0).tabItem { Text("One") }
                    Color(red: 1, green: 0, blue: 0).tabItem { Text("Two") }
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) { ContentView() }
        """)
        let (server, viewer, window) = (live.server, live.viewer, live.window)
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.marker) != nil }, "the first tab is shown")
        let screen = try #require(capture()?.bounds(of: Self.marker))
        #expect(capture()?.bounds(of: Self.typed) == nil)

        try server.xdotool("key", "--window", "\(window)", "l")
        // The bar's two items share its width: the second is centred three quarters across, under the screen.
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(screen.minX + screen.width * 0.75))", "\(Int(screen.maxY) + 20)", "click", "1")
        #expect(eventually { capture().map { $0.bounds(of: Self.typed) == screen && $0.bounds(of: Self.marker) == nil } ?? false },
                "a tap on the second item shows its tab")

        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func pushingAndPoppingANavigationLink() throws {
        try pushAndPop(link: """
        NavigationLink { Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50) } label: {
            Color(red: 0, green: 1, blue: 0).frame(width: 50, height: 50)
        }
        """, destinations: "")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func pushingAndPoppingAValueLink() throws {
        try pushAndPop(link: """
        NavigationLink(value: 5) { Color(red: 0, green: 1, blue: 0).frame(width: 50, height: 50) }
        """, destinations: """
        .navigationDestination(for: Int.self) { side in
            Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(side) * 10, height: CGFloat(side) * 10)
        }
        """)
    }

    /// A tap on the green 50-point `link` in a stack's root (under `destinations`) shows the red 50-point screen it
    /// pushes; the bar's back button pops it.
    private func pushAndPop(link: String, destinations: String) throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        \(link)
                    }
                    \(destinations)
                    .navigationTitle("Home")
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
        """)
        let (server, viewer, window) = (live.server, live.viewer, live.window)
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.marker) != nil }, "the root screen is shown")
        let link = try #require(capture()?.bounds(of: Self.marker))

        try server.xdotool("key", "--window", "\(window)", "l")
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(link.midX))", "\(Int(link.midY))", "click", "1")
        #expect(eventually { capture().map { $0.bounds(of: Self.typed)?.size == link.size && $0.bounds(of: Self.marker) == nil } ?? false },
                "a tap on the link pushes its destination")
        // The back button stands at the bar's leading end, 16 points in, in the middle of its 44-point top row.
        let preview = CGPoint(x: link.midX - 150, y: link.midY - (96 + (400 - 96) / 2))
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(preview.x) + 30)", "\(Int(preview.y) + 22)", "click", "1")
        #expect(eventually { capture()?.bounds(of: Self.marker) == link }, "the back button pops it")

        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }
}

/// `plumb preview` of a scene on a private Xvfb, for one test: stopped (viewer, then server) when it goes.
final class LiveViewer {
    let server: Xvfb
    let file: SceneFile
    let viewer: ViewerProcess
    let window: UInt

    init(_ scene: String) throws {
        server = try Xvfb()
        file = try SceneFile(scene)
        viewer = try ViewerProcess(file: file, display: server.display)
        window = try viewer.window()
    }

    deinit {
        viewer.stop()
        server.stop()
    }

    /// The window's pixels now.
    func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
}
