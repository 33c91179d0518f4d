import ArgumentParser

/// `plumb check FILE`: parses, interprets and solves the scene at its preview size and prints every diagnostic.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a scene file: print every diagnostic; exit 0 without errors, 1 with, 2 for a usage error.")

    @OptionGroup var scene: SceneOptions

    func run() throws {
        _ = try scene.solve()
    }
}
