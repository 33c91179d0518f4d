import CX11
import Foundation
import PlumbLayout
import PlumbRender

/// The viewer's speed on a real X display (`plumb-scene-bench viewer`): how long from a save to the first frame of the new
/// layout on screen, and how long each frame of a 1,000-view animation takes to interpolate, paint and present.
public enum ViewerBenchmark {
    /// One measured figure: the median and the slowest of `runs` samples, in milliseconds.
    public struct Figure: Sendable {
        public let name: String
        public let median: Double
        public let worst: Double
        public let runs: Int
        public let target: Double

        init(_ name: String, samples: [Double], target: Double) {
            let sorted = samples.sorted()
            self.name = name
            median = sorted[sorted.count / 2]
            worst = sorted.last!
            runs = sorted.count
            self.target = target
        }

        public var json: String {
            String(format: "{\"bench\": \"%@\", \"median_ms\": %.3f, \"worst_ms\": %.3f, \"runs\": %d, \"target_ms\": %.1f}", name, median, worst, runs, target)
        }
    }

    /// Save-to-pixels for a scene file: it is copied to a temporary folder and saved there by rename `runs` times
    /// (a comment changes); each sample runs from the rename to the server having the first frame after the reload
    /// (inotify, the burst wait, load, solve, paint, present).
    public static func saveToPixels(example: String, runs: Int) throws -> [Figure] {
        guard let display = XOpenDisplay(nil) else { throw ViewerRunError.noDisplay }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(URL(fileURLWithPath: example).lastPathComponent)
        let source = try String(contentsOfFile: example, encoding: .utf8)
        try source.write(to: file, atomically: false, encoding: .utf8)
        let session = ViewerSession(options: ViewerOptions(file: file.path))
        session.resize(canvas: CGSize(width: 390, height: 844), at: ViewerLoop.now())
        session.reload(at: ViewerLoop.now())
        let size = session.target.map { CGSize(width: $0.size.width + 40, height: $0.size.height + 62) } ?? CGSize(width: 430, height: 906)
        let window = try X11Window(display: display, title: "plumb-bench", size: size)
        guard let watcher = InotifyWatcher(path: file.path), let descriptor = watcher.fileDescriptor else { throw ViewerRunError.noDisplay }
        let composer = FrameComposer(session: session)
        func frame(at time: Double) {
            window.waitForCompletion()
            if let surface = window.surface { composer.paint(session, window: window.size, at: time, on: surface) }
            window.present()
            window.waitForCompletion()
            XSync(display, 0)
        }
        frame(at: ViewerLoop.now())
        var samples: [Double] = []
        var solves: [Double] = []
        var loads: [Double] = []
        var frames: [Double] = []
        var waits: [Double] = []
        for run in 0..<runs {
            let temporary = directory.appendingPathComponent(".save.tmp")
            try (source + "\n// save \(run)\n").write(to: temporary, atomically: false, encoding: .utf8)
            let start = ViewerLoop.now()
            rename(temporary.path, file.path)
            var coalescer = ReloadCoalescer()
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            while true {
                let timeout = coalescer.deadline.map { max(0, $0 - ViewerLoop.now()) } ?? 1
                _ = poll(&descriptors, 1, Int32((timeout * 1000).rounded(.up)))
                let now = ViewerLoop.now()
                if descriptors[0].revents != 0, watcher.changed() { coalescer.note(at: now) }
                if coalescer.take(at: now) { break }
            }
            let reload = ViewerLoop.now()
            waits.append((reload - start) * 1000)
            session.reload(at: reload)
            solves.append(session.solveMilliseconds)
            loads.append(session.loadMilliseconds)
            let painting = ViewerLoop.now()
            frame(at: painting)
            frames.append((ViewerLoop.now() - painting) * 1000)
            samples.append((ViewerLoop.now() - start) * 1000)
        }
        let name = URL(fileURLWithPath: example).lastPathComponent
        return [Figure("save_to_pixels \(name)", samples: samples, target: 30), Figure("  notice (inotify, burst wait)", samples: waits, target: 30),
                Figure("  load", samples: loads, target: 30), Figure("  solve", samples: solves, target: 30),
                Figure("  paint and present", samples: frames, target: 30)]
    }

    /// An animation between two layouts of the same `views` views filling a 1280×800 window (`from` and `to`, in
    /// which every view should move and change size): per frame, the in-between tree, its paint and its present (what the frame loop pays: the send;
    /// and until the server has read the pixels); then presents back to back with no paint between, the X server's
    /// floor for the same copy.
    public static func animation(views: Int, from start: ViewNode, to end: ViewNode, frames: Int) throws -> [Figure] {
        guard let display = XOpenDisplay(nil) else { throw ViewerRunError.noDisplay }
        let size = CGSize(width: 1280, height: 800)
        let measurer = PangoTextMeasurer()
        let engine = LayoutEngine(measurer: measurer)
        let from = engine.solve(start, in: size)
        let to = engine.solve(end, in: size)
        let transition = Transition(from: from.root, to: to, animation: .default, twoPhase: false, start: 0, slowdown: 1,
                                    palette: SystemColorPalette(appearance: .light))
        let window = try X11Window(display: display, title: "plumb-bench", size: size)
        let painter = Painter(measurer: measurer)
        var samples: [[Double]] = Array(repeating: [], count: 5)
        for index in 0..<frames {
            let start = ViewerLoop.now()
            let tree = transition.tree(at: 0.35 * Double(index % 21) / 20)
            let interpolated = ViewerLoop.now()
            window.waitForCompletion()
            _ = window.surface?.draw { painter.paint(tree, options: RenderOptions(), in: $0.context) }
            let painted = ViewerLoop.now()
            window.present()
            let sent = ViewerLoop.now()
            window.waitForCompletion()
            let end = ViewerLoop.now()
            for (slot, value) in [end - start, interpolated - start, painted - interpolated, sent - painted, end - painted].enumerated() {
                samples[slot].append(value * 1000)
            }
        }
        let backToBack = (0..<frames).map { _ in
            let start = ViewerLoop.now()
            window.present()
            window.waitForCompletion()
            return (ViewerLoop.now() - start) * 1000
        }
        let present = "present \(Int(size.width))x\(Int(size.height)) \(window.usesSharedMemory ? "MIT-SHM" : "XPutImage")"
        return [
            Figure("animation_frame \(views) views", samples: samples[0], target: 16.7),
            Figure("  interpolate", samples: samples[1], target: 16.7),
            Figure("  paint", samples: samples[2], target: 16.7),
            Figure(present + " (send)", samples: samples[3], target: 0.3),
            Figure(present + " (until the server has read it)", samples: samples[4], target: 0.3),
            Figure(present + " back to back, nothing painted between (the server's own floor)", samples: backToBack, target: 0.3),
        ]
    }
}
