import ArgumentParser
import Foundation
import PlumbContent
import PlumbLayout
import PlumbRender

/// `plumb demo`: solves the built-in alignment-guide example, prints its solved tree and renders it to PNG.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Solve and render the built-in alignment-guide example.")

    @Option(name: .shortAndLong, help: "Where to write the PNG.")
    var output = "out/demo.png"

    @Option(help: "Alignment guides to draw: all, none, or ids.")
    var guides = "all"

    func run() throws {
        let measurer = PangoTextMeasurer()
        let tree = LayoutEngine(measurer: measurer).solve(DemoScene.body.viewNode, in: CGSize(width: 390, height: 500))
        print(tree.outline)
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try Renderer(painter: Painter(measurer: measurer)).render(tree, options: RenderOptions(scale: 2, guides: GuideSelection(argument: guides)), to: url)
        print("plumb: rendered the demo to \(output)")
    }
}

/// Alignment guides, implicit and explicit: the example the viewer opens on until scene files run.
enum DemoScene {
    static var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Alignment guides").font(.title2).bold()
            HStack(alignment: .bottom, spacing: 8) {
                Color.red.frame(width: 50, height: 80).id("red")
                Color.green.frame(width: 50, height: 40).alignmentGuide(.bottom) { d in d.height / 2 }.id("green")
                Color.blue.frame(width: 50, height: 60).id("blue")
            }.id("row")
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 120, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(.purple).frame(width: 80, height: 30)
                    .alignmentGuide(.leading) { d in -40 }.id("shifted")
                RoundedRectangle(cornerRadius: 8).fill(.teal).frame(width: 160, height: 30)
            }.id("column")
        }
        .padding()
        .id("root")
    }
}
