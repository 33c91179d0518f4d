import ArgumentParser

/// `plumb solve FILE`: prints the solved tree as an outline, or as JSON with `--json`.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Solve a scene's layout and print every view's frame.")

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Print JSON: {\"size\": …, \"root\": NODE}, NODE = {kind, id, frame, …, children}.")
    var json = false

    func run() throws {
        let (solution, _) = try scene.solve()
        guard let tree = solution.tree else { return }
        print(json ? tree.json : tree.outline)
    }
}
