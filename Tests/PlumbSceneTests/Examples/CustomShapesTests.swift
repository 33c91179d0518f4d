import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

/// examples/CustomShapes.swift: each shape is outlined by its `path(in:)` of the frame it is given.
@Test func theExampleShapesAreOutlinedInTheirFrames() throws {
    let solution = ExampleFile.document("CustomShapes.swift").solve(SolveRequest(preview: 0, size: CGSize(width: 390, height: 844)))
    #expect(solution.diagnostics.isEmpty)
    func outline(_ node: SolvedNode) -> Path? {
        if case .shape(.custom(let shape), _) = node.kind { shape.resolvedPath } else { nil }
    }
    let triangles = solution.nodes(named: "Triangle")
    #expect(triangles.map(\.frame.size) == [CGSize(width: 80, height: 70), CGSize(width: 40, height: 70)])
    #expect(triangles.first.flatMap(outline)?.elements.first == .move(to: CGPoint(x: 40, y: 0)))
    // strokeBorder(lineWidth: 12) strokes the arc inset by 6: radius 35 − 6, from the top (−90°) clockwise.
    let arc = try #require(solution.nodes(named: "Arc").first)
    guard case .shape(_, ShapePaint.stroke(_, 12, _)) = arc.kind else { Issue.record("the arc's border is not a stroke"); return }
    let start = try #require(outline(arc)?.elements.first)
    #expect(start == .move(to: CGPoint(x: 35, y: 6)))
    // The pie: three wedges from the centre, the first from 0° (the rightmost point) to 162°.
    let wedges = solution.nodes(named: "Wedge")
    #expect(wedges.count == 3 && wedges.allSatisfy { $0.frame.size == CGSize(width: 160, height: 160) })
    let first = try #require(wedges.first.flatMap(outline))
    #expect(first.elements.prefix(2) == [.move(to: CGPoint(x: 80, y: 80)), .line(to: CGPoint(x: 160, y: 80))])
    let end = try #require(first.elements.dropLast().last?.end)
    let angle = 162 * Double.pi / 180
    #expect(abs(end.x - (80 + 80 * cos(angle))) < 1e-9 && abs(end.y - (80 + 80 * sin(angle))) < 1e-9)
}
