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
        #expect(running.showsBar(), "the scene is shown")
        try running.file.save(scene)
        // The save is seen and its load under way well within this (the burst wait is 2 ms).
        usleep(300_000)
        try running.server.xdotool("key", "--window", "\(running.window)", "equal")
        // The load takes minutes in a debug build; the key is handled long before. (With the load on the UI thread,
        // the key waited for it, and the bar went from 100 to 200 wide: the loaded 160, zoomed.)
        #expect(eventually(timeout: 5) { running.barWidth() == 125 }, "zoomed in on the old layout, before the load ends")
        #expect(running.viewer.errors == "")
    }

    @Test func theStatusLineSaysALoadIsUnderWayAndANewerSaveWins() throws {
        // A fifth of the two megabytes: the load is long enough to save over, and its parse, which a newer save lets
        // run to its end, is short enough for a test.
        let scene = ViewerBenchmark.scene(barScene(width: 160), withUnusedRows: 3_000)
        let running = try ViewerEnvironmentTests.Running(width: 100)
        defer { running.stop() }
        func ink() -> Int? { running.capture()?.statusInk }
        #expect(running.showsBar(), "the scene is shown")
        let before = try #require(ink())
        try running.file.save(scene)
        var loading = 0
        #expect(eventually { ink().map { loading = $0; return $0 > before + 150 } ?? false },
                "the status line grows by \"loading 3,0xx lines…\": \(before), then \(loading) lit pixels")
        try running.file.save(barScene(width: 130))
        var widths = Set<CGFloat>()
        #expect(eventually(timeout: 120) { running.barWidth().map { widths.insert($0); return $0 == 130 } ?? false },
                "the newer save is shown: \(widths.sorted())")
        #expect(!widths.contains(160), "the older load's result never is")
        #expect(eventually { ink().map { $0 < loading - 150 } ?? false }, "and the progress line goes")
        #expect(running.viewer.errors == "")
    }
}
