import Foundation
import PlumbLayout
import PlumbScene

/// A load of the scene the session shows, with what it needs from the session taken when it is asked for (the
/// preview shown, the canvas): it runs on any thread — the window's loads on the load worker, reading the files
/// there too — and touches nothing of the session.
struct SceneLoad {
    /// The file or folder to read (`options.file`).
    let path: String
    /// Whether to load even text already loaded (`r`).
    let force: Bool
    /// The last load's parse, of which this one parses only what changed.
    let reusing: ParsedModule?
    /// The preview shown when the load started, by name (or `--preview`'s), its index, and whether any was: the load
    /// shows the same one.
    let shownName: String?
    let shownIndex: Int
    let showedNone: Bool
    let options: ViewerOptions
    let canvasSize: CGSize

    /// Parses and interprets `sources` and solves the preview to show (performing the `--tap` ids); nil once
    /// `cancellation` is raised, whose result nobody wants.
    func run(_ sources: SceneSources, measurer: TextMeasurer, cancellation: Cancellation?) -> LoadedScene? {
        let (document, loadMilliseconds) = Self.timed {
            SceneDocument(sources: sources, measurer: measurer, reusing: reusing, cancellation: cancellation)
        }
        guard cancellation?.isCancelled != true else { return nil }
        let names = document.previews.indices.map(document.title(ofPreview:))
        let preview = shownName.flatMap { name in document.previewIndex(named: name) ?? names.firstIndex(of: name) }
            ?? (showedNone ? document.initialPreview : min(shownIndex, max(names.count - 1, 0)))
        let request = Self.request(for: document, preview: preview, options: options, canvas: canvasSize)
        let (solution, solveMilliseconds) = Self.timed { document.solve(request, tapping: options.taps, missingTap: .warning) }
        guard cancellation?.isCancelled != true else { return nil }
        return LoadedScene(document: document, parse: document.parsedModule, preview: preview, names: names, solution: solution,
                           canvasSize: canvasSize, loadMilliseconds: loadMilliseconds, solveMilliseconds: solveMilliseconds)
    }

    /// What solving `preview` of `document` asks for: `--size`, `--device`, or a window-sized preview the canvas.
    static func request(for document: SceneDocument, preview: Int, options: ViewerOptions, canvas: CGSize) -> SolveRequest {
        var request = SolveRequest(preview: preview, safeAreaInsets: options.safeArea ?? .zero, now: options.now, explainsSizes: true)
        if let size = options.size {
            request.size = size
        } else if let device = options.device {
            request.size = device.size
            request.safeAreaInsets = device.safeArea
            request.displayScale = device.displayScale
        } else if document.previews.indices.contains(preview), document.previews[preview].layout == .device {
            request.size = canvas
        }
        return request
    }

    /// `work`'s result and how long it took, in milliseconds.
    static func timed<T>(_ work: () -> T) -> (T, Double) {
        let started = DispatchTime.now().uptimeNanoseconds
        let result = work()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
    }
}
