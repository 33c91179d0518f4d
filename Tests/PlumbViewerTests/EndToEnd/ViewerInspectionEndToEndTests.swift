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
        #expect(viewer.printed.contains("  source Scene.swift:3:19\n"), "written in the scene: no second place")

        // In the padding the extension's `card()` adds: its call in the scene, and where the extension made it.
        try server.xdotool("mousemove", "--window", "\(window)", "\(Int(red.minX) - 4)", "\(Int(red.midY))", "click", "1")
        #expect(eventually { viewer.printed.contains("  source Scene.swift:4:14, defined at Scene.swift:10:14\n") }, "\(viewer.printed)")
        try? server.xdotool("key", "--window", "\(window)", "q")
        #expect(eventually { !viewer.process.isRunning }, "q quits")
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func shiftClicksCycleThroughTheViewsUnderThePointer() throws {
        let live = try LiveViewer(barScene(width: 100))
        func outline() -> CGRect? { live.capture()?.bounds(of: ViewerOverlaysEndToEndTests.selection) }
        func titles() -> [Substring] { live.viewer.printed.split(separator: "\n").filter { $0.hasPrefix("plumb: why") } }
        #expect(eventually(timeout: 10) { live.capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        let bar = try #require(live.capture()?.bounds(of: ViewerEndToEndTests.red))

        try LiveValueControlsEndToEndTests.tap(live, bar.midX, bar.midY)
        #expect(eventually { outline().map { $0.insetBy(dx: 2, dy: 2).contains(bar.insetBy(dx: 2, dy: 2)) && $0.height < bar.height + 6 } ?? false },
                "a click selects the bar: \(String(describing: outline()))")
        // The bar, its frame (the same rectangle), then the stack holding it and the 40-point view below.
        try live.server.xdotool("keydown", "shift", "click", "1", "click", "1", "keyup", "shift")
        #expect(eventually { titles().count == 3 }, "each shift-click selects the next view: \(live.viewer.printed)")
        #expect(eventually { outline().map { $0.height > bar.height + 40 } ?? false },
                "the second reaches the stack around the bar: \(String(describing: outline()))")
        #expect(titles().first != titles().last, "\(titles())")
        LiveValueControlsEndToEndTests.quit(live)
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

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func outlineRowsHighlightSelectAndOpenTheirModifierChain() throws {
        let live = try LiveViewer(barScene(width: 100))
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        let bar = try #require(capture()?.bounds(of: ViewerEndToEndTests.red))
        let rows = try #require(capture().map(Self.outlineRows))
        #expect(capture().map { Self.hoverOutline($0).isEmpty } ?? false, "no view outlined before the pointer comes")

        // The sidebar starts at 340, right of the 300-point preview's canvas; its second row, y 36 to 51, is the bar's.
        try LiveValueControlsEndToEndTests.move(live, 510, 43)
        #expect(eventually { capture().map { Self.hoverOutline($0).count > 20 } ?? false }, "hovering the row outlines its view")
        let hovered = try #require(capture().map(Self.hoverOutline))
        #expect(hovered.allSatisfy { bar.insetBy(dx: -3, dy: -3).contains(CGPoint(x: $0.x, y: $0.y)) }, "around the bar")

        try live.server.xdotool("click", "1")
        #expect(eventually { live.viewer.printed.contains("plumb: why Color.red has its size:") }, "a click on the row selects it: \(live.viewer.printed)")

        // The blue view's row, below the bar's two lines: its triangle is 12 points wide, 9 + 12 (one level deep) into
        // the panel.
        try LiveValueControlsEndToEndTests.tap(live, 340 + 27, 73)
        #expect(eventually { (capture().map(Self.outlineRows) ?? 0) > rows }, "the triangle opens the chain into a row per modifier: \(rows) rows before")
        LiveValueControlsEndToEndTests.quit(live)
    }

    /// The canvas's pixels (left of a 340-pixel canvas) of the dashed hover outline: iOS's blue at 90 % over the preview.
    static func hoverOutline(_ pixels: WindowPixels) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<pixels.height - 60 {
            for x in 0..<340 {
                let pixel = pixels[x, y]
                // Not the opaque blue of `Color.blue` itself.
                if pixel != 0x007AFF, pixel >> 16 < 0x50, (0x60...0xA0).contains((pixel >> 8) & 0xFF), pixel & 0xFF > 0xD0 { found.append((x, y)) }
            }
        }
        return found
    }

    /// The outline's lines with text: the 15-pixel slots below its title, in a sidebar starting at 340.
    static func outlineRows(_ pixels: WindowPixels) -> Int {
        (0..<12).filter { slot in
            (21 + slot * 15..<36 + slot * 15).contains { y in (360..<pixels.width - 10).contains { pixels[$0, y] >> 16 < 0x60 } }
        }.count
    }

    /// The outline's highlight of the selected row (pink).
    static func isSelectedRow(_ pixel: UInt32) -> Bool { pixel >> 16 == 0xFF && (pixel >> 8) & 0xFF < 0xE0 && pixel & 0xFF > 0xF0 }

    static func isBanner(_ pixel: UInt32) -> Bool { pixel >> 16 > 0xB0 && (pixel >> 8) & 0xFF < 0x50 && pixel & 0xFF < 0x50 }
}
