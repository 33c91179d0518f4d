import Foundation
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

    @Test func warmPaintsFromCachedSpritesMatchTheFirstPaint() throws {
        let renderer = Renderer(measurer: scene.measurer)
        let cold = try renderer.renderImage(grid()).output
        let warm = try renderer.renderImage(grid()).output
        #expect(cold == warm)
    }

    @Test func spritesAreCachedPerScale() throws {
        let renderer = Renderer(measurer: scene.measurer)
        let single = try renderer.renderImage(grid()).output
        let double = try renderer.renderImage(grid(), options: RenderOptions(scale: 2)).output
        #expect(double.width == 2 * single.width)
        #expect(try renderer.renderImage(grid()).output == single)
    }

    @Test func unknownColourNamesPaintGrayWithAWarning() throws {
        let tree = scene.solve(40, 40) { Color(named: "brandPurple") }
        let result = try scene.render(tree)
        #expect(result.warnings.map(\.message) == ["unknown colour 'brandPurple'; drawn as gray"])
        #expect(result.output[20, 20] == 0xFF8E_8E93)
    }
}

extension PainterTests {
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
    @Test func viewsWithNonFiniteFramesAreSkippedWithAWarning() throws {
        let broken = SolvedNode(kind: .color(.red), frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        let tree = SolvedTree(size: CGSize(width: 20, height: 20), root: SolvedNode(kind: .zstack(alignment: .center), frame: CGRect(x: 0, y: 0, width: 20, height: 20), children: [broken]))
        let result = try scene.render(tree, options: RenderOptions(guides: .all, showsAnchors: true, showsBounds: true))
        #expect(result.warnings.map(\.message) == ["a Color with a non-finite frame was not drawn"])
    }
}
