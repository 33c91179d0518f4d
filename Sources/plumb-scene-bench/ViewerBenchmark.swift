import BenchSupport
import Foundation
import PlumbViewer

/// `plumb-scene-bench viewer [--examples FILE,FILE] [--runs 21] [--views 1000] [--frames 120]`: the viewer's save-to-pixels
/// latency per example and its frame and present times during an animation, as JSON lines. Without `$DISPLAY` it
/// starts its own Xvfb.
func runViewerBenchmark(arguments: [String]) {
    func option(_ name: String, default value: String) -> String {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        return arguments[index + 1]
    }
    let examples = option("--examples", default: "").split(separator: ",").map(String.init).nonEmpty
        ?? ((try? FileManager.default.contentsOfDirectory(atPath: "examples")) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { "examples/\($0)" }
    let runs = Int(option("--runs", default: "21")) ?? 21
    let server = ProcessInfo.processInfo.environment["DISPLAY"].map { _ in nil } ?? startXvfb()
    defer { server.map(stopXvfb) }
    do {
        for example in examples {
            for figure in try ViewerBenchmark.saveToPixels(example: example, runs: runs) { print(figure.json) }
        }
        let grid = LabelledCellGrid(views: Int(option("--views", default: "1000")) ?? 1000, in: CGSize(width: 1280, height: 800))
        let figures = try ViewerBenchmark.animation(views: grid.views, from: grid.viewNode(gap: 2, colorOffset: 2),
                                                   to: grid.viewNode(gap: 6, colorOffset: 6), frames: Int(option("--frames", default: "120")) ?? 120)
        for figure in figures { print(figure.json) }
    } catch {
        FileHandle.standardError.write(Data("plumb-scene-bench viewer: \(error)\n".utf8))
        exit(1)
    }
}

/// Starts `Xvfb` on a free display and points `$DISPLAY` at it.
private func startXvfb() -> Process? {
    for number in 90..<190 where !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [":\(number)", "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        for _ in 0..<500 where process.isRunning && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { usleep(10_000) }
        guard process.isRunning else { continue }
        setenv("DISPLAY", ":\(number)", 1)
        return process
    }
    return nil
}

/// Kills the benchmark's Xvfb and removes its lock and socket.
private func stopXvfb(_ process: Process) {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let number = process.arguments![0].dropFirst()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
}

private extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}

/// `plumb-scene-bench load [--runs 5] [--rows 14000]`: how long the viewer's UI thread takes to answer a key (and paint
/// the frame) while a file of `rows` unused views loads on its worker, against the load's own duration; JSON lines.
/// With `--against OTHER`, this binary's figures against another build's (``runLoadComparison(against:arguments:)``).
func runInputDuringLoadBenchmark(arguments: [String]) {
    if let index = arguments.firstIndex(of: "--against"), index + 1 < arguments.count {
        return runLoadComparison(against: arguments[index + 1], arguments: arguments)
    }
    func option(_ name: String, default value: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        return Int(arguments[index + 1]) ?? value
    }
    do {
        for figure in try ViewerBenchmark.inputDuringLoad(rows: option("--rows", default: 14_000), runs: option("--runs", default: 5)) {
            print(figure.json)
        }
    } catch {
        FileHandle.standardError.write(Data("plumb-scene-bench load: \(error)\n".utf8))
        exit(1)
    }
}
