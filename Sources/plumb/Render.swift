import ArgumentParser
import Foundation
import PlumbRender

/// `plumb render FILE -o OUT.png|.svg|.pdf`: draws the solved scene, with overlays, without a display.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a scene to PNG, SVG or PDF (no display needed).")

    @OptionGroup var scene: SceneOptions

    @Option(name: .shortAndLong, help: "The output file: .png, .svg or .pdf.")
    var output: String

    @Option(help: "Pixels per point (2 for Retina-like output).")
    var scale: Double = 1

    @Option(help: "Alignment guides to draw: all, none, or the ids of views (ID,ID), each of which must be in the preview.")
    var guides = "none"

    @Flag(help: "Highlight anchor preferences.")
    var anchors = false

    @Flag(help: "Outline every view's bounds, shade stack gaps, hatch spacers.")
    var bounds = false

    @Flag(help: "Dark appearance.")
    var dark = false

    func validate() throws {
        guard ImageFormat(fileExtension: URL(fileURLWithPath: output).pathExtension) != nil else {
            throw ValidationError("--output must end in .png, .svg or .pdf")
        }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let (solution, measurer) = try scene.solve()
        guard let tree = solution.tree else { return }
        let selection = GuideSelection(argument: guides)
        if case .views(let ids) = selection {
            let known = Set(tree.root.printedIDs)
            let unknown = ids.subtracting(known).sorted()
            if !unknown.isEmpty {
                let list = known.isEmpty ? "the preview has no .id" : "its ids: \(known.sorted().joined(separator: ", "))"
                FileHandle.standardError.write(Data("\(scene.file): error: --guides: no view with .id(\"\(unknown.joined(separator: "\", \""))\") in the preview (\(list))\n".utf8))
                throw ExitCode.failure
            }
        }
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let options = RenderOptions(
            scale: scale, appearance: dark ? .dark : .light, guides: selection,
            showsAnchors: anchors, showsBounds: bounds)
        do {
            scene.report(try Renderer(painter: Painter(measurer: measurer)).render(tree, options: options, to: url))
        } catch {
            FileHandle.standardError.write(Data("\(output): error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        print("plumb: rendered \(scene.file) to \(output)")
    }
}
