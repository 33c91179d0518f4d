import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

/// What one fuzz input goes through, as a save in the viewer does: the scene is loaded (parsed and interpreted),
/// each preview (the first ``maxPreviews``) solved and painted with every overlay on, the first preview's tap actions
/// (the first ``maxTaps``) performed and the scene solved and painted again, then the scene reloaded without its
/// last line, reusing the first load's parse.
struct ScenePipeline {
    /// Where the scene claims to be: a folder that does not exist, so no project or bundle is read around it.
    static let file = "/plumb-fuzz/Scene.swift"
    /// The moment `Date()` is, so an input runs the same way each time.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let maxPreviews = 3
    static let maxTaps = 4
    static let options = RenderOptions(guides: .all, showsAnchors: true, showsBounds: true)
    /// An input that takes more CPU time than this is a hang. libFuzzer's `-timeout` measures wall-clock time, which
    /// a machine busy with other work stretches many times over, so scripts/fuzz.sh gives it a generous one (for
    /// inputs that wait rather than work) and the fuzz build checks this.
    static let hangSeconds = 5.0
    /// A scene run before the first input, so what is made once per process — the fonts, the SwiftUI vocabulary's
    /// library — is not billed to it.
    static let warmUp = """
        import SwiftUI
        #Preview { VStack { Text("Plumb").font(.title).bold(); Image(systemName: "star"); Color.red.frame(width: 10, height: 10) } }
        """

    let measurer = PangoTextMeasurer()
    let renderer: Renderer

    init() {
        renderer = Renderer(measurer: measurer)
    }

    /// What running a scene did, for `plumb-fuzz FILE…` to print.
    struct Outcome: CustomStringConvertible {
        var previews = 0
        var paintedTrees = 0
        var taps = 0
        var diagnostics: [String] = []
        /// The process's CPU time the run took, helper threads included.
        var cpuSeconds = 0.0

        var description: String {
            "\(previews) previews, \(paintedTrees) trees painted, \(taps) taps, \(diagnostics.count) diagnostics, "
                + String(format: "%.2f s of CPU", cpuSeconds)
        }
    }

    @discardableResult
    func run(_ source: String) -> Outcome {
        var outcome = Outcome()
        let started = Self.processCPUSeconds()
        let document = SceneDocument(source: source, file: Self.file, measurer: measurer)
        outcome.previews = document.previews.count
        for preview in 0..<max(1, min(document.previews.count, Self.maxPreviews)) {
            let solution = solveAndPaint(document, preview: preview, into: &outcome)
            guard preview == 0, let tree = solution.tree else { continue }
            for tap in tapActions(in: tree.root).prefix(Self.maxTaps) {
                document.perform(tap)
                outcome.taps += 1
            }
            if outcome.taps > 0 { solveAndPaint(document, preview: preview, into: &outcome) }
        }
        let edited = source.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")
        let reloaded = SceneDocument(source: edited, file: Self.file, measurer: measurer, reusing: document.parsedModule)
        solveAndPaint(reloaded, preview: reloaded.initialPreview, into: &outcome)
        outcome.cpuSeconds = Self.processCPUSeconds() - started
        return outcome
    }

    @discardableResult
    private func solveAndPaint(_ document: SceneDocument, preview: Int, into outcome: inout Outcome) -> SceneSolution {
        let solution = document.solve(SolveRequest(preview: preview, now: Self.now))
        outcome.diagnostics += solution.diagnostics.map(\.description)
        if let tree = solution.tree, let painted = try? renderer.renderImage(tree, options: Self.options) {
            outcome.paintedTrees += 1
            outcome.diagnostics += painted.warnings.map(\.message)
        }
        return solution
    }

    /// The CPU time the process has used so far, in seconds.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The enabled tap actions of `node` and its descendants, in tree order.
    private func tapActions(in node: SolvedNode) -> [TapAction] {
        var actions: [TapAction] = []
        if case .tapAction(let tap) = node.kind, node.environment.isEnabled { actions.append(tap) }
        for child in node.children { actions += tapActions(in: child) }
        return actions
    }
}
