import ArgumentParser
import Foundation
import PlumbRender

/// `plumb preview FILE`: the live viewer. Without a display it renders the scene to a PNG and says where.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the live viewer on a scene file (without a display: render a PNG).")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Where the PNG goes when there is no display.")
    var fallbackOutput = "out/preview.png"

    func run() throws {
        let (solution, measurer) = try scene.solve()
        guard let tree = solution.tree else { return }
        let url = URL(fileURLWithPath: fallbackOutput)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try Renderer(painter: Painter(measurer: measurer)).render(tree, options: RenderOptions(scale: 2, guides: .all), to: url)
        print("plumb: no display; rendered \(scene.file) to \(fallbackOutput)")
    }
}
