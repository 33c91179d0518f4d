import Foundation
import Testing

/// `plumb preview` under a private Xvfb when its surroundings misbehave: the X server dies, signals arrive, the scene
/// file disappears, turns into a folder, grows huge or is saved a hundred times a second.
@Suite(.serialized, .enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
struct ViewerEnvironmentTests {
    /// A viewer on the bar scene (the bar `width` points wide), its window shown.
    struct Running {
        let server: Xvfb
        let file: SceneFile
        let viewer: ViewerProcess
        let window: UInt

        init(width: Int = 100) throws {
            server = try Xvfb()
            file = try SceneFile(barScene(width: width))
            viewer = try ViewerProcess(file: file, display: server.display)
            window = try viewer.window()
        }

        func capture() -> WindowPixels? { WindowPixels.capture(window: window, display: server.display) }
        func barWidth() -> CGFloat? { capture()?.bounds(of: ViewerEndToEndTests.red)?.width }
        /// Whether the window shows the bar `width` points wide within ten seconds (the scene as started, shown).
        func showsBar(width: CGFloat = 100) -> Bool { eventually(timeout: 10) { barWidth() == width } }
        func showsBanner() -> Bool { capture().map(ViewerEndToEndTests.showsBanner) ?? false }

        func stop() {
            viewer.stop()
            server.stop()
        }
    }

    @Test func theXServerGoingAwayEndsTheViewerWithStatus1() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        running.server.stop()
        #expect(eventually(timeout: 10) { !running.viewer.process.isRunning }, "the viewer ends")
        #expect(running.viewer.process.terminationReason == .exit, "an exit, not a signal (no core)")
        #expect(running.viewer.process.terminationStatus == 1)
        #expect(running.viewer.errors == "Error: lost the connection to the X display \(running.server.display) (the X server quit or was killed)\n")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalQuitsCleanly(signal: Int32) throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        kill(running.viewer.process.processIdentifier, signal)
        #expect(eventually(timeout: 10) { !running.viewer.process.isRunning }, "the viewer ends")
        #expect(running.viewer.process.terminationReason == .exit)
        #expect(running.viewer.process.terminationStatus == 0)
        #expect(running.viewer.errors == "")
    }

    @Test func aDeletedSceneShowsTheErrorAndItsReturnReloads() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        try FileManager.default.removeItem(at: running.file.url)
        #expect(eventually { running.showsBanner() }, "the deletion is an error over the last good layout")
        #expect(eventually { running.viewer.errors.contains("\(running.file.url.path):1:1: error: no such file or folder\n") })
        try running.file.save(barScene(width: 150))
        #expect(eventually { !running.showsBanner() && running.barWidth() == 150 }, "the recreated file is shown")
    }

    @Test func aSceneReplacedByAFolderAndBackReloads() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        try FileManager.default.removeItem(at: running.file.url)
        try FileManager.default.createDirectory(at: running.file.url, withIntermediateDirectories: false)
        #expect(eventually { running.viewer.errors.contains("error: no views: the folder has no Swift files\n") }, "the folder is read as one")
        #expect(eventually { running.showsBanner() })
        try FileManager.default.removeItem(at: running.file.url)
        try running.file.save(barScene(width: 150))
        #expect(eventually { !running.showsBanner() && running.barWidth() == 150 }, "the file back in its place is shown")
        #expect(running.viewer.process.isRunning)
    }

    @Test func aFiftyMegabyteSaveIsRefusedWithTheLimit() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        let line = "// " + String(repeating: "x", count: 96) + "\n"
        try running.file.save(barScene(width: 150) + String(repeating: line, count: 500_000))
        #expect(eventually { running.viewer.errors.contains("\(running.file.url.path):1:1: error: the file is 50.0 MB; Plumb reads Swift files of up to 10 MB\n") })
        #expect(eventually { running.showsBanner() && running.capture()?.count(of: ViewerEndToEndTests.red) == 0 }, "the last good layout stays, dimmed")
        try running.file.save(barScene(width: 150))
        #expect(eventually { !running.showsBanner() && running.barWidth() == 150 })
    }

    /// Each save prints its number when its body runs, so the output lists the saves the viewer loaded, in order.
    @Test func aBurstOfAHundredSavesEndsOnTheLast() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.showsBar(), "the scene is shown")
        func scene(_ save: Int) -> String {
            barScene(width: 100 + save).replacingOccurrences(of: "VStack(spacing: 10) {", with: "let _ = print(\"save \(save)\")\n        VStack(spacing: 10) {")
        }
        for save in 1...100 {
            try running.file.save(scene(save))
            usleep(10_000)
        }
        #expect(eventually(timeout: 20) { running.barWidth() == 200 }, "the last save is shown")
        let loaded = running.viewer.errors.split(separator: "\n").compactMap { $0.hasPrefix("save ") ? Int($0.dropFirst(5)) : nil }
        #expect(loaded.last == 100)
        #expect(loaded == loaded.sorted(), "no older save is loaded after a newer one: \(loaded)")
        #expect(running.viewer.process.isRunning)
    }
}
