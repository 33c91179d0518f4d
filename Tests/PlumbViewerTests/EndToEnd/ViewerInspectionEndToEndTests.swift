import Foundation
import Testing

/// The window as a layout inspector under a private Xvfb: what a click selects, how the window is laid out, how it
/// moves between previews and zooms, and how it waits for a missing file.
@Suite(.serialized) struct ViewerInspectionEndToEndTests {
    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func aClickInsideABorderSelectsTheViewItFrames() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let file = try SceneFile(borderedScene)
        let viewer = try ViewerProcess(file: file, display: server.display)
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        let red = try #require(capture()?.bounds(of: ViewerEndToEndTests.red))

        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(red.midX))", "\(Int(red.midY))", "click", "1")
        #expect(eventually { viewer.printed.contains("plumb: why Color.red has its size:") }, "the framed view is selected: \(viewer.printed)")
        #expect(!viewer.printed.contains("Rectangle"), "not the border over it")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func theWindowFitsThePreviewWithTheOutlineAndListsEveryError() throws {
        let server = try Xvfb()
        defer { server.stop() }
        // 560 wide: a canvas of 600 pixels, where each diagnostic takes one line.
        let wide = barScene(width: 100).replacingOccurrences(of: "width: 300, height: 200", with: "width: 560, height: 200")
        let file = try SceneFile(wide)
        // By its name: each diagnostic names the file as given.
        let viewer = try ViewerProcess(file: file, display: server.display, path: "Scene.swift")
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        let pixels = try #require(capture())
        #expect(pixels.width == 560 + 40 + 340 && pixels.height == 600 + 22, "the preview with its margins and the sidebar")
        #expect(pixels.bounds(of: ViewerEndToEndTests.red)?.maxX ?? 601 <= 600, "the preview is in the canvas, left of the sidebar")

        // The outline's second row is the red bar's: y 36 to 51 below the sidebar's title.
        try server.xdotool("mousemove", "--window", "\(window)", "770", "43", "click", "1")
        #expect(eventually { viewer.printed.contains("plumb: why Color.red has its size:") }, "a row selects its view: \(viewer.printed)")
        #expect(eventually { capture().map { Self.isSelectedRow($0[930, 43]) } ?? false }, "and is highlighted")

        try file.save(wide.replacingOccurrences(of: "Color.red", with: "Colr.red").replacingOccurrences(of: "Color.blue", with: "Colr.blue"))
        #expect(eventually { capture().map { ViewerEndToEndTests.showsBanner($0) } ?? false }, "a broken save shows the banner")
        let broken = try #require(capture())
        #expect(Self.isBanner(broken[2, 3 * 16 + 4]) && !Self.isBanner(broken[2, 3 * 16 + 14]), "a title and a line for each of the two errors")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func aMissingFileIsWaitedForAndOpenedWhenCreated() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let file = try SceneFile(barScene(width: 100))
        let viewer = try ViewerProcess(file: file, display: server.display, path: "Later.swift")
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        let later = file.directory.appendingPathComponent("Later.swift")
        #expect(viewer.printed.contains("plumb: waiting for Later.swift to be created"), "\(viewer.printed)")
        #expect(eventually { capture().map { !ViewerEndToEndTests.showsBanner($0) && $0.count(of: ViewerEndToEndTests.red) == 0 } ?? false },
                "no error banner while waiting")
        try barScene(width: 120).write(to: later, atomically: true, encoding: .utf8)
        #expect(eventually(timeout: 10) { capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 120 }, "the file is shown once created")
        #expect(viewer.errors.isEmpty, "\(viewer.errors)")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func previewsResizeTheWindowAndAZoomedPreviewPans() throws {
        let server = try Xvfb()
        defer { server.stop() }
        let file = try SceneFile(twoSizesScene)
        let viewer = try ViewerProcess(file: file, display: server.display)
        defer { viewer.stop() }
        let window = try viewer.window()
        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        func red() -> CGRect? { capture()?.bounds(of: ViewerEndToEndTests.red) }
        #expect(eventually(timeout: 10) { red()?.width == 200 }, "the first preview is shown")
        #expect(capture()?.width == 240 + 340)

        try server.xdotool("key", "--window", "\(window)", "p")
        #expect(eventually { capture().map { $0.width == 540 + 340 && $0.height == 622 } ?? false }, "p fits the window to the wider preview")
        #expect(eventually { red() == CGRect(x: 20, y: 150, width: 250, height: 300) }, "\(String(describing: red()))")

        try server.xdotool("key", "--window", "\(window)", "plus", "plus", "plus")
        #expect(eventually { red() == CGRect(x: 20, y: 20, width: 488, height: 580) }, "zoomed ×1.95 from the margin: \(String(describing: red()))")
        try server.xdotool("mousemove", "--window", "\(window)", "300", "300", "mousedown", "2", "mousemove", "--window", "\(window)", "100", "300",
                           "mouseup", "2")
        #expect(eventually { red()?.maxX == 308 }, "a middle-button drag pans left: \(String(describing: red()))")
        try server.xdotool("keydown", "--window", "\(window)", "space", "mousemove", "--window", "\(window)", "100", "300", "mousedown", "1",
                           "mousemove", "--window", "\(window)", "200", "300", "mouseup", "1", "keyup", "--window", "\(window)", "space")
        #expect(eventually { red()?.maxX == 408 }, "a space-drag pans back: \(String(describing: red()))")
        try server.xdotool("mousemove", "--window", "\(window)", "300", "300", "click", "5")
        #expect(eventually { red()?.minY == 0 }, "the wheel scrolls down: \(String(describing: red()))")
        #expect(!viewer.printed.contains("plumb: why"), "no click selected a view")

        try server.xdotool("key", "--window", "\(window)", "0")
        #expect(eventually { red() == CGRect(x: 20, y: 150, width: 250, height: 300) }, "0 fits it again: \(String(describing: red()))")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    /// The outline's highlight of the selected row (pink).
    static func isSelectedRow(_ pixel: UInt32) -> Bool { pixel >> 16 == 0xFF && (pixel >> 8) & 0xFF < 0xE0 && pixel & 0xFF > 0xF0 }

    static func isBanner(_ pixel: UInt32) -> Bool { pixel >> 16 > 0xB0 && (pixel >> 8) & 0xFF < 0x50 && pixel & 0xFF < 0x50 }
}
