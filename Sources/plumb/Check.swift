import ArgumentParser
import PlumbRender

/// `plumb check FILE`: parses, interprets and solves the scene at its preview size and prints every diagnostic,
/// then paints it off screen for the warnings only drawing finds (an SF Symbol or colour Plumb does not know).
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a scene file: print every diagnostic; exit 0 without errors, 1 with (or with warnings under --strict), 2 for a usage error.")

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Fail on warnings too: what Plumb draws without (a modifier it does not model, an SF Symbol it lacks) exits 1.")
    var strict = false

    func run() throws {
        let (solution, measurer) = try scene.solve()
        guard let tree = solution.tree else { return }
        let drawing = try Renderer(painter: Painter(measurer: measurer)).renderImage(tree).warnings
        scene.report(drawing)
        if strict, !drawing.isEmpty || solution.diagnostics.contains(where: { $0.severity == .warning }) { throw ExitCode(1) }
    }
}
