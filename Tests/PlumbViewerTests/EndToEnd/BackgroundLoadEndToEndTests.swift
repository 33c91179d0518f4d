import Foundation
import Testing
@testable import PlumbViewer

/// `plumb preview` under a private Xvfb while a long file loads: the window keeps answering keys.
@Suite(.serialized, .enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
struct BackgroundLoadEndToEndTests {
    @Test func aKeyPressedWhileATwoMegabyteSaveLoadsIsHandledBeforeTheLoadEnds() throws {
        // The bar scene with two megabytes of views it never shows: seconds of loading in a debug build.
        let scene = ViewerBenchmark.scene(barScene(width: 160), withUnusedRows: 14_000)
        #expect(scene.utf8.count > 2_000_000)
        let running = try ViewerEnvironmentTests.Running(width: 100)
        defer { running.stop() }
        #expect(eventually(timeout: 10) { running.barWidth() == 100 })
        try running.file.save(scene)
        // The save is seen and its load under way well within this (the burst wait is 2 ms).
        usleep(300_000)
        try running.server.xdotool("key", "--window", "\(running.window)", "equal")
        // The load takes minutes in a debug build; the key is handled long before. (With the load on the UI thread,
        // the key waited for it, and the bar went from 100 to 200 wide: the loaded 160, zoomed.)
        #expect(eventually(timeout: 5) { running.barWidth() == 125 }, "zoomed in on the old layout, before the load ends")
        #expect(running.viewer.errors == "")
    }
}
