import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct EffectGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    func render(_ tree: SolvedTree) throws -> RenderedImage {
        try Renderer(measurer: fixtures.measurer).renderImage(tree).output
    }

    @Test func backgroundPaintsBehindAndOverlayAbove() throws {
        let label = fixtures.text("Label", at: CGPoint(x: 20, y: 20))
        let padded = label.frame.insetBy(dx: -8, dy: -4)
        let background = fixtures.node(.background(.center), padded, children: [
            fixtures.node(.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)), padded, children: [label]),
            fixtures.node(.shape(.capsule, .fill(.yellow)), padded),
        ])
        let badge = fixtures.node(.shape(.circle, .fill(.red)), rect(padded.maxX - 8, padded.minY - 4, 12, 12))
        let overlay = fixtures.node(.overlay(.topTrailing), padded, children: [background, badge])
        try Golden.check(try render(fixtures.tree(110, 60, [overlay])), named: "effects-background-overlay")
    }

    @Test func opacityClipShapeAndCornerRadius() throws {
        let stripes = (0..<6).map { fixtures.node(.color(.indigo), rect(12 + CGFloat($0) * 12, 12, 6, 60)) }
        let clipped = fixtures.node(.effect(.clipShape(.circle)), rect(12, 12, 60, 60), children: [
            fixtures.node(.zstack(alignment: .center), rect(12, 12, 60, 60), children: stripes),
        ])
        let rounded = fixtures.node(.effect(.clipShape(.roundedRectangle(cornerRadius: 10, style: .circular))), rect(84, 12, 60, 60), children: [
            fixtures.node(.color(.orange), rect(84, 12, 60, 60)),
        ])
        let faded = fixtures.node(.effect(.opacity(0.4)), rect(156, 12, 60, 60), children: [
            fixtures.node(.color(.blue), rect(156, 12, 60, 60)),
            fixtures.node(.color(.blue), rect(176, 32, 60, 60)),
        ])
        try Golden.check(try render(fixtures.tree(248, 104, [clipped, rounded, faded])), named: "effects-clip-opacity")
    }

    @Test func zIndexOrdersSiblingsAndHiddenViewsVanish() throws {
        let back = fixtures.node(.effect(.zIndex(1)), rect(12, 12, 50, 50), children: [fixtures.node(.color(.red), rect(12, 12, 50, 50))])
        let front = fixtures.node(.color(.green), rect(36, 36, 50, 50))
        let hidden = fixtures.node(.effect(.hidden), rect(60, 12, 40, 40), children: [fixtures.node(.color(.black), rect(60, 12, 40, 40))])
        let stack = fixtures.node(.zstack(alignment: .center), rect(0, 0, 110, 100), children: [back, front, hidden])
        try Golden.check(try render(SolvedTree(size: CGSize(width: 110, height: 100), root: stack)), named: "effects-zindex-hidden")
    }

    @Test func offsetViewsDrawWhereTheirFramesSay() throws {
        let inner = fixtures.node(.color(.teal), rect(40, 30, 40, 40))
        let offset = fixtures.node(.offset(CGSize(width: 20, height: 10)), rect(20, 20, 40, 40), children: [inner])
        var node = offset
        node.contentOffset = CGSize(width: 20, height: 10)
        let ghost = fixtures.node(.shape(.rectangle, .stroke(.gray, lineWidth: 1)), rect(20, 20, 40, 40))
        try Golden.check(try render(fixtures.tree(100, 90, [ghost, node])), named: "effects-offset")
    }
}
