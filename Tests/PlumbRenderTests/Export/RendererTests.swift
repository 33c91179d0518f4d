import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite final class RendererTests {
    let scene = SceneRenderer()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-render-tests-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    func tree() -> SolvedTree {
        scene.solve(120, 60) {
            HStack {
                Image(systemName: "globe").foregroundColor(.accentColor)
                Text("Hello")
            }
        }
    }

    func written(_ name: String) throws -> Data {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Renderer(measurer: scene.measurer).render(tree(), to: url)
        return try Data(contentsOf: url)
    }

    @Test func writesPNG() throws {
        let data = try written("out.png")
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = Golden.loadPNG(folder.appendingPathComponent("out.png"))
        #expect(image?.width == 120 && image?.height == 60)
    }

    @Test func writesSVGWithVectorShapes() throws {
        let text = String(decoding: try written("out.svg"), as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"120\""))
    }

    @Test func writesPDF() throws {
        #expect(try written("out.PDF").starts(with: Array("%PDF".utf8)))
    }

    @Test func inMemoryImagesHaveTheScaledSizeAndEncodeAsPNG() throws {
        let image = try scene.render(tree(), options: RenderOptions(scale: 2)).output
        #expect(image.width == 240 && image.height == 120)
        #expect(image[0, 0] == 0xFFFF_FFFF)
        #expect(try image.pngData().starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func darkAppearancePaintsABlackWindow() throws {
        let image = try scene.render(tree(), options: RenderOptions(appearance: .dark)).output
        #expect(image[0, 0] == 0xFF00_0000)
    }

    @Test func overlaysFrameThePreviewInAMarginWithTheLegendBelow() throws {
        let options = RenderOptions(guides: .all)
        let image = try scene.render(tree(), options: options).output
        let legend = Legend.size(of: [
            LegendEntry(swatch: .thinLine, color: RGBAColor(128, 128, 128), text: "container alignment line"),
            LegendEntry(swatch: .dashedLine, color: RGBAColor(128, 128, 128), text: "implicit guide (default value)"),
            LegendEntry(swatch: .solidLine, color: RGBAColor(0, 0, 0), text: "VerticalAlignment.center"),
        ], measuredBy: scene.measurer)
        #expect(image.width == Int((max(120, legend.width) + 64).rounded(.up)))
        #expect(image.height == Int((60 + 64 + legend.height + 16).rounded(.up)))
        let margin: UInt32 = 0xFFF2_F2F7
        #expect(image[0, 0] == margin)
        #expect(image[32, 32] == 0xFFFF_FFFF)
        #expect(image[32 + 119, 32] == 0xFFFF_FFFF)
        #expect(image[32 + 121, 32 + 30] == margin)
        #expect(image[40, 124 + 8] != margin)
    }

    @Test func overlaysWithoutTheLegendKeepOnlyTheMargin() throws {
        let image = try scene.render(tree(), options: RenderOptions(guides: .all, showsLegend: false)).output
        #expect(image.width == 184 && image.height == 124)
    }

    @Test func unknownExtensionsAreAnError() {
        #expect(throws: RenderError.unsupportedFormat(path: "/tmp/out.gif")) {
            try Renderer(measurer: scene.measurer).render(tree(), to: URL(fileURLWithPath: "/tmp/out.gif"))
        }
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func unwritablePathsAreAnError(format: String) {
        let url = URL(fileURLWithPath: "/nonexistent-folder/out.\(format)")
        #expect(throws: RenderError.self) { try Renderer(measurer: scene.measurer).render(tree(), to: url) }
    }

    @Test func emptyWindowsAreAnError() {
        let empty = SolvedTree(size: .zero, root: SolvedNode(kind: .empty, frame: .zero))
        #expect(throws: RenderError.invalidSize(width: 0, height: 0)) { try scene.render(empty) }
    }

    /// A preview's own size (`.fixedLayout`) decides the picture's: a huge one is an error, not gigabytes or a trap
    /// converting the pixel count to an integer (found by fuzzing: `.fixedLayout(width: 1e300, height: 100)` stopped
    /// `plumb check`).
    @Test(arguments: [(10_001.0, 10_000.0, false), (1e300, 100, false), (32_768, 10, false), (32_767, 10, true)])
    func picturesUpToTheLimitRender(width: Double, height: Double, renders: Bool) {
        let tree = SolvedTree(size: CGSize(width: width, height: height), root: SolvedNode(kind: .empty, frame: .zero))
        if renders {
            #expect((try? scene.render(tree))?.output.width == Int(width))
        } else {
            #expect(throws: RenderError.invalidSize(width: width, height: height)) { try scene.render(tree) }
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(RenderError.invalidSize(width: 1e300, height: 100).description
            == "cannot render an image of 1e+300×100 pixels: Plumb renders 1 to 32767 pixels a side, 100 million in all")
        #expect(RenderError.unsupportedFormat(path: "a.gif").description.contains(".png, .svg or .pdf"))
    }
}
