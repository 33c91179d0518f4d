import Foundation
import Testing

/// `plumb preview` under a private Xvfb: the window's pixels as the server has them, input from xdotool.
@Suite(.serialized) struct ViewerEndToEndTests {
    static let red: UInt32 = 0xFF3B30
    static let guideCenter: UInt32 = 0xF08200

    /// The built `plumb` executable, beside the test bundle.
    static var plumb: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("plumb")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func editClickTapAndQuit() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let file = try SceneFile(barScene(width: 100))
        let viewer = try ViewerProcess(file: file, display: server.display)
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        func redBar() -> CGRect? { capture()?.bounds(of: Self.red) }

        #expect(eventually(timeout: 10) { redBar()?.width == 100 }, "the scene is shown")

        try file.save(barScene(width: 150))
        #expect(eventually { redBar()?.width == 150 }, "a save by rename reloads and the bar grows")
        let bar = try #require(redBar())

        try file.save(barScene(width: 170).replacingOccurrences(of: "Color.blue", with: "Colr.blue"))
        #expect(eventually { capture().map { Self.showsBanner($0) && $0.count(of: Self.red) == 0 } ?? false }, "a broken save shows the banner")
        let broken = try #require(capture())
        let dimmed = broken[Int(bar.midX), Int(bar.midY)]
        #expect(dimmed != Self.red && dimmed >> 16 == 0xFF && dimmed & 0xFF > 0x80, "the last good layout stays, dimmed")
        #expect(eventually { viewer.errors.contains("error: cannot find 'Colr' in scope") }, "the diagnostics go to stderr")

        try file.save(barScene(width: 150))
        #expect(eventually { capture().map { !Self.showsBanner($0) && $0.bounds(of: Self.red) == bar } ?? false }, "the next good save clears the banner")

        #expect(capture()?.count(of: Self.guideCenter) == 0)
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(bar.midX))", "\(Int(bar.midY))", "click", "1")
        #expect(eventually { (capture()?.count(of: Self.guideCenter) ?? 0) > 20 }, "a click shows the view's guides")

        try server.xdotool("key", "--window", "\(window)", "l", "Escape")
        #expect(eventually { redBar() == bar }, "live mode, selection cleared")
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(bar.midX))", "\(Int(bar.maxY) + 30)", "click", "1")
        var widths = Set<CGFloat>()
        #expect(eventually { redBar().map { widths.insert($0.width); return $0.width == 200 } ?? false }, "a tap changes the state")
        #expect(widths.contains { $0 > 150 && $0 < 200 }, "and the change animates (widths seen: \(widths.sorted()))")

        // xdotool may report the window gone before it sends the key release: the exit is what counts.
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
        #expect(viewer.process.terminationStatus == 0)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func aClickExplainsTheViewsSize() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let file = try SceneFile(explainedScene)
        let viewer = try ViewerProcess(file: file, display: server.display)
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: Self.red)?.width == 105 }, "the scene is shown")
        #expect(capture()?.count(of: Self.inspectorHeading) == 0, "no inspector before a click")
        let bar = try #require(capture()?.bounds(of: Self.red))

        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(bar.midX))", "\(Int(bar.midY))", "click", "1")
        #expect(eventually { (capture()?.count(of: Self.inspectorHeading) ?? 0) > 10 }, "the inspector shows why this size")
        let explained = """
            plumb: why Color.red #left has its size:
              HStack: 300 × 100 → 300 × 100 — the window 300 × 100; its children side by side: 105 + 8 + 74 + 8 + 105 = 300; across, their extent aligned on .center
              Color.red #left: 105 × 100 → 105 × 100 — HStack offered 105 = (300 − 2 × 8 spacing − 74 for Color.gray #price) ÷ 2 flexible children, less flexible first; fills its proposal
            """
        #expect(eventually { viewer.printed.contains(explained) }, "and says it on stdout: \(viewer.printed)")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    /// The colour of the inspector's "why this size" heading.
    static let inspectorHeading: UInt32 = 0x990099

    /// Whether the broken-save banner runs across the top of the window.
    static func showsBanner(_ pixels: WindowPixels) -> Bool {
        let pixel = pixels[2, 2]
        return pixel >> 16 > 0xB0 && (pixel >> 8) & 0xFF < 0x50 && pixel & 0xFF < 0x50
    }
}

let explainedScene = """
struct PriceRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Color.red.id("left")
            Color.gray.frame(width: 74, height: 20).id("price")
            Color.blue.id("right")
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 100)) { PriceRow() }
"""

/// `plumb preview FILE` running on a display, its output in files beside the scene.
final class ViewerProcess {
    let process = Process()
    let output: URL
    let errorOutput: URL

    /// Runs `plumb preview` on `file`, or on `path` relative to `file`'s folder (where it runs).
    init(file: SceneFile, display: String, path: String? = nil) throws {
        output = file.directory.appendingPathComponent("stdout.txt")
        errorOutput = file.directory.appendingPathComponent("stderr.txt")
        try Data().write(to: output)
        try Data().write(to: errorOutput)
        process.executableURL = ViewerEndToEndTests.plumb
        process.arguments = ["preview", path ?? file.url.path]
        process.currentDirectoryURL = file.directory
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errorOutput)
        try process.run()
    }

    var errors: String { (try? String(contentsOf: errorOutput, encoding: .utf8)) ?? "" }
    /// What the viewer printed on stdout.
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// The window id the viewer prints once its window is open.
    func window() throws -> UInt {
        var id: UInt?
        _ = eventually(timeout: 20) {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            id = text.range(of: #"window 0x[0-9a-f]+"#, options: .regularExpression).flatMap { UInt(text[$0].dropFirst(9), radix: 16) }
            return id != nil || !process.isRunning
        }
        guard let id else { throw TestFailure("the viewer did not open a window; stderr: \(errors)") }
        return id
    }

    /// Kills a viewer left running by a failed test.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
