import Foundation
import Testing

/// Live mode under a private Xvfb: buttons, toggles, sliders, steppers and pickers driven by xdotool's pointer, their
/// values shown as the width of a red bar under a green marker, checked in the window's pixels.
@Suite(.serialized) struct LiveValueControlsEndToEndTests {
    static let marker: UInt32 = 0x00FF00
    static let bar: UInt32 = 0xFF0000

    /// A scene of a green 40×20 marker, `control` under it, then a red bar `width` points wide.
    static func scene(state: String, control: String, width: String) -> String {
        """
        struct ContentView: View {
            \(state)
            var body: some View {
                VStack(spacing: 0) {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20)
                    \(control)
                    Color(red: 1, green: 0, blue: 0).frame(width: \(width), height: 20)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) { ContentView() }
        """
    }

    /// The viewer on `scene` in live mode, and where its marker is once shown.
    static func live(_ scene: String) throws -> (LiveViewer, marker: CGRect) {
        let live = try LiveViewer(scene)
        #expect(eventually(timeout: 10) { live.capture()?.bounds(of: marker) != nil }, "the scene is shown")
        let bounds = try #require(live.capture()?.bounds(of: marker))
        try live.server.xdotool("key", "--window", "\(live.window)", "l")
        return (live, bounds)
    }

    /// Moves the pointer to `x`, `y` in the window.
    static func move(_ live: LiveViewer, _ x: CGFloat, _ y: CGFloat) throws {
        try live.server.xdotool("mousemove", "--window", "\(live.window)", "\(Int(x))", "\(Int(y))")
    }

    /// Moves the pointer to `x`, `y` in the window and clicks there.
    static func tap(_ live: LiveViewer, _ x: CGFloat, _ y: CGFloat) throws {
        try move(live, x, y)
        try live.server.xdotool("click", "1")
    }

    static func quit(_ live: LiveViewer) {
        try? live.server.xdotool("key", "--window", "\(live.window)", "q")
        #expect(eventually { !live.viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func holdingAndReleasingAButton() throws {
        // The button's label is the marker: pressed, the standard style draws it dimmed, no longer pure green.
        let (live, label) = try Self.live("""
        struct ContentView: View {
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button { taps += 1 } label: { Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20) }
                    Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(taps) * 10, height: 20)
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) { ContentView() }
        """)
        func capture() -> WindowPixels? { live.capture() }
        try Self.move(live, label.midX, label.midY)
        try live.server.xdotool("mousedown", "1")
        #expect(eventually { capture().map { $0.bounds(of: Self.marker) == nil && $0.count(of: 0xCCFFCC) > 0 } ?? false },
                "held down, the label is drawn at 20 % opacity")
        #expect(capture()?.bounds(of: Self.bar) == nil, "the action waits for the release")
        try live.server.xdotool("mouseup", "1")
        #expect(eventually { capture().map { $0.bounds(of: Self.marker) == label && $0.bounds(of: Self.bar)?.width == 10 } ?? false },
                "released on the button: it is drawn again and its action ran")

        try live.server.xdotool("mousedown", "1")
        #expect(eventually { capture()?.bounds(of: Self.marker) == nil }, "pressed again")
        try Self.move(live, label.midX + 100, label.midY + 100)
        #expect(eventually { capture()?.bounds(of: Self.marker) == label }, "dragged off it while held, it is drawn let go")
        try Self.move(live, label.midX, label.midY)
        #expect(eventually { capture()?.bounds(of: Self.marker) == nil }, "back on it, it is pressed again")
        try Self.move(live, label.midX + 100, label.midY + 100)
        #expect(eventually { capture()?.bounds(of: Self.marker) == label })
        try live.server.xdotool("mouseup", "1")
        // Events are handled in order: the tap after the release shows whether the release ran the action.
        try Self.tap(live, label.midX, label.midY)
        #expect(eventually { capture()?.bounds(of: Self.bar)?.width == 20 }, "released away from it, its action did not run")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func flippingAToggle() throws {
        let (live, marker) = try Self.live(Self.scene(state: "@State private var on = false",
                                                      control: #"Toggle("Wi-Fi", isOn: $on).frame(width: 200)"#, width: "on ? 40 : 0"))
        func bar() -> CGRect? { live.capture()?.bounds(of: Self.bar) }
        #expect(bar() == nil)
        // The switch is 51×31 at the trailing end of the 200-point row.
        let (x, y) = (marker.midX + 100 - 25, marker.maxY + 15)
        try Self.tap(live, x, y)
        #expect(eventually { bar()?.width == 40 }, "a tap on the switch turns it on")
        try Self.tap(live, x, y)
        #expect(eventually { bar() == nil }, "and off again")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func draggingASlider() throws {
        let (live, marker) = try Self.live(Self.scene(state: "@State private var value = 0.0",
                                                      control: "Slider(value: $value).frame(width: 200)", width: "value * 100"))
        func bar() -> CGRect? { live.capture()?.bounds(of: Self.bar) }
        let y = marker.maxY + 15
        try Self.move(live, marker.midX, y)
        try live.server.xdotool("mousedown", "1")
        #expect(eventually { bar()?.width == 50 }, "a press in the middle of the track sets the middle value")
        try Self.move(live, marker.midX + 150, y + 40)
        #expect(eventually { bar()?.width == 100 }, "dragged past the trailing end: the largest value")
        try Self.move(live, marker.midX - 150, y)
        #expect(eventually { bar() == nil }, "dragged past the leading end: the smallest value")
        try live.server.xdotool("mouseup", "1")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func steppingAStepper() throws {
        let (live, marker) = try Self.live(Self.scene(state: "@State private var count = 2",
                                                      control: #"Stepper("Count", value: $count, in: 0...3).labelsHidden()"#,
                                                      width: "CGFloat(count) * 10"))
        func bar() -> CGRect? { live.capture()?.bounds(of: Self.bar) }
        #expect(bar()?.width == 20)
        // The 94-point control is centred: its minus half on the left, its plus half on the right.
        let y = marker.maxY + 16
        try Self.tap(live, marker.midX + 24, y)
        #expect(eventually { bar()?.width == 30 }, "plus steps up")
        try Self.tap(live, marker.midX + 24, y)
        try Self.tap(live, marker.midX - 24, y)
        #expect(eventually { bar()?.width == 20 }, "minus steps down, from the upper bound plus did not pass")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func tappingASegment() throws {
        let (live, marker) = try Self.live(Self.scene(
            state: "@State private var choice = 0",
            control: #"Picker("Choice", selection: $choice) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).frame(width: 200)"#,
            width: "CGFloat(choice) * 40"))
        func bar() -> CGRect? { live.capture()?.bounds(of: Self.bar) }
        #expect(bar() == nil)
        // Two equal segments across 200 points: the second is centred 50 points right of the middle.
        try Self.tap(live, marker.midX + 50, marker.maxY + 16)
        #expect(eventually { bar()?.width == 40 }, "a tap on the second segment selects its option")
        try Self.tap(live, marker.midX - 50, marker.maxY + 16)
        #expect(eventually { bar() == nil }, "and on the first, the first")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func choosingFromAMenuPicker() throws {
        // The options are colours, so the open menu shows in the pixels: yellow, cyan, magenta.
        let (yellow, cyan, magenta): (UInt32, UInt32, UInt32) = (0xFFFF00, 0x00FFFF, 0xFF00FF)
        let (live, marker) = try Self.live(Self.scene(
            state: "@State private var choice = 0",
            control: """
            Picker("Choice", selection: $choice) {
                Color(red: 1, green: 1, blue: 0).frame(width: 30, height: 10).tag(0)
                Color(red: 0, green: 1, blue: 1).frame(width: 30, height: 10).tag(1)
                Color(red: 1, green: 0, blue: 1).frame(width: 30, height: 10).tag(2)
            }.frame(width: 200)
            """,
            width: "CGFloat(choice) * 40"))
        func capture() -> WindowPixels? { live.capture() }
        func isOpen() -> Bool { capture()?.bounds(of: cyan) != nil }
        let picker = (x: marker.midX + 80, y: marker.maxY + 10)
        #expect(capture()?.bounds(of: yellow) != nil && !isOpen(), "the picker shows the selected option")

        try Self.tap(live, picker.x, picker.y)
        #expect(eventually { isOpen() }, "a tap opens the menu of the options")
        let third = try #require(capture()?.bounds(of: magenta))
        #expect(third.minY > marker.maxY + 20, "under the picker")
        #expect(capture()?.bounds(of: Self.bar) == nil, "opening selects nothing")
        try Self.tap(live, third.midX, third.midY)
        #expect(eventually { capture().map { $0.bounds(of: Self.bar)?.width == 80 && $0.bounds(of: cyan) == nil } ?? false },
                "a tap on an option selects it and closes the menu")

        try Self.tap(live, picker.x, picker.y)
        #expect(eventually { isOpen() })
        try live.server.xdotool("key", "--window", "\(live.window)", "Escape")
        #expect(eventually { !isOpen() }, "Escape closes it")
        try Self.tap(live, picker.x, picker.y)
        #expect(eventually { isOpen() })
        try Self.tap(live, marker.midX, marker.minY - 40)
        #expect(eventually { !isOpen() }, "a tap outside closes it")
        #expect(capture()?.bounds(of: Self.bar)?.width == 80, "without a change")
        Self.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func followingAStacksPath() throws {
        // The root's link and each destination's button are the marker; a destination's red bar is 20 points a level.
        let (live, link) = try Self.live("""
        struct ContentView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink(value: 1) { Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20) }
                        .navigationDestination(for: Int.self) { depth in
                            VStack(spacing: 0) {
                                Button { path.append(depth + 1) } label: { Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 20) }
                                Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(depth) * 20, height: 20)
                            }
                        }
                }
            }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 300)) { ContentView() }
        """)
        func capture() -> WindowPixels? { live.capture() }
        func bar() -> CGRect? { capture()?.bounds(of: Self.bar) }
        #expect(bar() == nil, "the path is empty: the root")

        try Self.tap(live, link.midX, link.midY)
        #expect(eventually { bar()?.width == 20 }, "the link appends 1: its destination")
        let button = try #require(capture()?.bounds(of: Self.marker))
        #expect(button.midY == link.midY - 10, "centred with its bar below the 44-point navigation bar")
        try Self.tap(live, button.midX, button.midY)
        #expect(eventually { bar()?.width == 40 }, "the button appends 2: one level deeper")
        // The back button stands at the bar's leading end, in the middle of its 44 points; the root's link is
        // centred in the 256 points below.
        let preview = CGPoint(x: link.midX - 150, y: link.midY - (44 + 256 / 2))
        try Self.tap(live, preview.x + 30, preview.y + 22)
        #expect(eventually { bar()?.width == 20 }, "back removes the last value")
        try Self.tap(live, preview.x + 30, preview.y + 22)
        #expect(eventually { capture().map { $0.bounds(of: Self.bar) == nil && $0.bounds(of: Self.marker) == link } ?? false },
                "and the root shows again")
        Self.quit(live)
    }
}
