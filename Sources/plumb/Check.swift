import ArgumentParser
import PlumbRender
import PlumbScene

/// `plumb check FILE`: parses, interprets and solves the scene — every preview of the file, or the one `--preview`
/// names (with `--tap`, the first, where the taps are performed) — and prints every diagnostic in source order, then
/// paints each preview that ran without errors off screen for the warnings only drawing finds (an SF Symbol or colour
/// Plumb does not know); one too large to paint is a warning that says so.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a scene file: print every diagnostic; exit 0 without errors, 1 with (or with warnings under --strict), 2 for a usage error.")

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Fail on warnings too: what Plumb draws without (a modifier it does not model, an SF Symbol it lacks) exits 1.")
    var strict = false

    func run() throws {
        let (document, request, measurer) = try scene.load()
        let renderer = Renderer(painter: Painter(measurer: measurer))
        var diagnostics: [Diagnostic] = []
        var drawing: [String] = []
        for preview in previews(of: document, asked: request.preview) {
            var asked = request
            asked.preview = preview
            let solution = document.solve(asked, tapping: scene.tap, missingTap: .error)
            diagnostics += solution.diagnostics
            // A preview that stopped at an error draws nothing worth checking.
            guard let tree = solution.tree, !solution.hasErrors else { continue }
            let warnings: [String]
            do {
                warnings = try renderer.renderImage(tree).warnings.map(\.description)
            } catch {
                // Too large (or empty) to paint: the check's diagnostics stand; only drawing's own go unchecked.
                warnings = ["warning: \(document.title(ofPreview: preview)) was not painted, so what only drawing finds is unchecked: \(error)"]
            }
            for warning in warnings where !drawing.contains(warning) {
                drawing.append(warning)
            }
        }
        diagnostics = document.reported(diagnostics)
        scene.report(diagnostics)
        scene.report(drawing)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
        if strict, !drawing.isEmpty || diagnostics.contains(where: { $0.severity == .warning }) { throw ExitCode(1) }
    }

    /// The previews to check: the one asked for by `--preview` or `--tap`, else every preview of the file (of the
    /// folder, for a folder); the first alone when the file has none of its own.
    private func previews(of document: SceneDocument, asked: Int) -> [Int] {
        guard scene.preview == nil, scene.tap.isEmpty else { return [asked] }
        let own = document.previews.indices.filter { document.primaryFile == nil || document.previews[$0].location?.file == document.primaryFile }
        return own.isEmpty ? [asked] : own
    }
}
