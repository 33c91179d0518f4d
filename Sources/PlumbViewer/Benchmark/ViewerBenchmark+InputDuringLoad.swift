import Foundation
import PlumbLayout
import PlumbRender

extension ViewerBenchmark {
    /// `scene` followed by `rows` small views it never shows, about 150 bytes each: a long file whose load is mostly
    /// parsing and lowering (14,000 rows make two megabytes).
    public static func scene(_ scene: String, withUnusedRows rows: Int) -> String {
        scene + "\n\n" + (0..<rows).map { index in
            """
            struct Row\(index): View {
                var body: some View {
                    HStack(spacing: 4) { Text("row \(index)"); Spacer(); Color.blue.frame(width: \(index % 50), height: 4) }
                }
            }

            """
        }.joined()
    }

    /// The time to answer an input while a long file loads on the worker: one session (as one window) shows a small
    /// scene, then `runs` times a save of it with `rows` unused views starts a background load, and every 50 ms
    /// until the load is shown the UI thread handles a key (`g`, all guides) and paints the frame into an offscreen
    /// 1200×900 surface; a save of the small scene follows each. Also the time `reload` holds the UI thread to start
    /// the load, and the load itself (start to result shown) as the reference the answers compare with. No X
    /// display needed.
    public static func inputDuringLoad(rows: Int, runs: Int) throws -> [Figure] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Scene.swift")
        let small = """
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 10) { Text("Loading").id("title"); Color.red.frame(width: 100, height: 40) }
            }
        }
        """
        let large = scene(small.replacingOccurrences(of: "width: 100", with: "width: 150"), withUnusedRows: rows)
        let window = CGSize(width: 1200, height: 900)
        let surface = DrawingSurface(size: window)
        var answers: [Double] = []
        var starts: [Double] = []
        var loads: [Double] = []
        try small.write(to: file, atomically: true, encoding: .utf8)
        let session = ViewerSession(options: ViewerOptions(file: file.path))
        session.reload(at: ViewerLoop.now())
        session.loadsInBackground = true
        let composer = FrameComposer(session: session)
        for _ in 0..<runs {
            try small.write(to: file, atomically: true, encoding: .utf8)
            session.reload(at: ViewerLoop.now())
            session.waitForLoad()
            try large.write(to: file, atomically: true, encoding: .utf8)
            let start = ViewerLoop.now()
            session.reload(at: start)
            starts.append((ViewerLoop.now() - start) * 1000)
            var descriptor = pollfd(fd: session.loadFinishedDescriptor, events: Int16(POLLIN), revents: 0)
            while !session.finishLoad(at: ViewerLoop.now()) {
                if poll(&descriptor, 1, 50) != 0 { continue }
                let input = ViewerLoop.now()
                session.perform(.toggleAllGuides, at: input)
                composer.paint(session, window: window, at: input, on: surface)
                answers.append((ViewerLoop.now() - input) * 1000)
            }
            loads.append((ViewerLoop.now() - start) * 1000)
        }
        return [Figure("input_during_load \(rows) rows (key and paint)", samples: answers, target: 16.7),
                Figure("  reload on the UI thread (hand the save to the worker)", samples: starts, target: 16.7),
                Figure("  the load itself (reference)", samples: loads, target: 16.7 * 60)]
    }
}
