import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct PainterTests {
    let scene = SceneRenderer()

    func grid() -> SolvedTree {
        scene.solve(200, 120) {
            VStack(spacing: 4) {
                ForEach(0..<4) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<5) { column in
                            Text("\(row * 5 + column)").font(.caption)
                                .frame(width: 32, height: 22)
                                .background(RoundedRectangle(cornerRadius: 5).fill(column % 2 == 0 ? .blue : .green))
                                .clipShape(RoundedRectangle(cornerRadius: 5))
                        }
                    }
                }
            }
        }
    }

    /// Whether two pictures match as goldens do: a sprite composited through an antialiased clip and the same
    /// shape drawn directly under it differ slightly at the clipped edges.
    func same(_ a: RenderedImage, _ b: RenderedImage) -> Bool {
        let comparison = ImageComparison()
        return comparison.matches(comparison.compare(a, with: b))
    }

    @Test func paintsFromCachedSpritesMatchDirectDrawing() throws {
        let renderer = Renderer(measurer: scene.measurer)
        let direct = try renderer.renderImage(grid()).output
        let rasterising = try renderer.renderImage(grid()).output
        let composited = try renderer.renderImage(grid()).output
        #expect(same(direct, rasterising))
        #expect(rasterising == composited)
    }

    @Test func spritesAreCachedPerScale() throws {
        let renderer = Renderer(measurer: scene.measurer)
        let single = (0..<3).map { _ in try? renderer.renderImage(grid()).output }.last!!
        let double = (0..<3).map { _ in try? renderer.renderImage(grid(), options: RenderOptions(scale: 2)).output }.last!!
        #expect(double.width == 2 * single.width)
        #expect(try renderer.renderImage(grid()).output == single)
    }

    @Test func theTintStyleIsTheTintWhereItIsDrawnAndTheAccentColourWithoutOne() throws {
        let image = try scene.image(60, 20) {
            HStack(spacing: 0) {
                Rectangle().fill(.tint).frame(width: 20, height: 20)
                Rectangle().fill(Color.tint.opacity(0.5)).frame(width: 20, height: 20).tint(.green)
                Rectangle().fill(.tint).frame(width: 20, height: 20).tint(.green)
            }
        }
        #expect(image[10, 10] == 0xFF00_7AFF)
        #expect(image[50, 10] == 0xFF34_C759)
        #expect(image[30, 10] != image[50, 10] && image[30, 10] != 0xFFFF_FFFF)
        #expect(try scene.render(scene.solve(20, 20) { Rectangle().fill(.tint) }).warnings.isEmpty)
    }

    @Test func unknownColourNamesPaintGrayWithAWarning() throws {
        let tree = scene.solve(40, 40) { Color(named: "brandPurple") }
        let result = try scene.render(tree)
        #expect(result.warnings.map(\.message) == ["unknown colour 'brandPurple'; drawn as gray"])
        #expect(result.output[20, 20] == 0xFF8E_8E93)
    }
}

extension PainterTests {
    /// Found by fuzzing: `Text("Hello").font(.system(size: 1e300))` took gigabytes in Cairo, then crashed.
    @Test func textInAFontOverFourThousandPixelsIsSkippedWithAWarning() throws {
        let huge = scene.solve(200, 100) { Text("H").font(.system(size: 5_000)).fixedSize() }
        #expect(try scene.render(huge).warnings.map(\.message) == ["a Text in a font of 5000 points at 1× was not drawn: Plumb draws fonts of up to 4096 pixels"])
        let large = scene.solve(200, 100) { Text("H").font(.system(size: 2_000)) }
        #expect(try scene.render(large).warnings.isEmpty)
        #expect(try scene.render(large, options: RenderOptions(scale: 3)).warnings.map(\.message) == ["a Text in a font of 2000 points at 3× was not drawn: Plumb draws fonts of up to 4096 pixels"])
    }

    @Test func aWarningIsReportedOnceForAWholeSubtree() throws {
        let tree = scene.solve(120, 60) {
            VStack {
                Text("One")
                Text("Two")
            }
            .foregroundColor(Color(named: "brandInk"))
        }
        #expect(try scene.render(tree).warnings.count == 1)
    }
}

extension PainterTests {
    /// A frame past Cairo's fixed-point range (found by fuzzing: `Color.red.frame(width: 1e300, height: 10)` with the
    /// bounds overlay on took gigabytes, then crashed in Cairo) is skipped as a non-finite one is.
    @Test(arguments: [CGFloat.infinity, 1e300, 2_000_000])
    func viewsWithUndrawableFramesAreSkippedWithAWarning(width: CGFloat) throws {
        let broken = SolvedNode(kind: .color(.red), frame: CGRect(x: 0, y: 0, width: width, height: 10))
        let tree = SolvedTree(size: CGSize(width: 20, height: 20), root: SolvedNode(kind: .zstack(alignment: .center), frame: CGRect(x: 0, y: 0, width: 20, height: 20), children: [broken]))
        let result = try scene.render(tree, options: RenderOptions(guides: .all, showsAnchors: true, showsBounds: true))
        #expect(result.warnings.map(\.message) == ["a Color whose frame is not finite or lies beyond a million points was not drawn"])
    }
}
