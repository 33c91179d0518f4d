import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func affineTransformsFollowCoreGraphicsConventions() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            let quarter = CGAffineTransform(rotationAngle: .pi / 2)
            let p = CGPoint(x: 10, y: 0).applying(quarter)
            let moved = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 3)
            let q = CGPoint(x: 1, y: 1).applying(moved)
            let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter.concatenating(CGAffineTransform(scaleX: 1, y: 2)))
            let back = CGPoint(x: 3, y: 4).applying(moved).applying(moved.inverted())
            let s = CGSize(width: 2, height: 0).applying(CGAffineTransform.identity.rotated(by: .pi))
            Color.red
                .frame(width: (p.y - p.x).rounded(), height: q.x + q.y)
                .id("probe")
                .padding(.leading, r.width + r.height)
                .padding(.trailing, back.x + back.y)
                .padding(.top, s.width.rounded() + 10)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // p = (0, 10): width 10. q = (1·2 + 5, 1·3) = (7, 3): height 10. r: 20 × 10 turned, then y doubled: 20 × 20.
    // back = (3, 4). s = (−2, 0): top 8.
    let frame = try #require(SceneHarness.frame("probe", in: solution))
    #expect(frame.size == CGSize(width: 10, height: 10))
    let padded = try #require(solution.tree?.root.frame)
    #expect(padded.size == CGSize(width: 10 + 40 + 7, height: 10 + 8))
}

@Test func aPathAppliesATransformToEveryPointAndAddsATransformedPath() throws {
    // Hacking with Swift's flower: petals made by rotating and moving one ellipse.
    let solution = SceneHarness("""
    struct Petals: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let petal = Path(ellipseIn: CGRect(x: -5, y: -20, width: 10, height: 20))
            path.addPath(petal, transform: CGAffineTransform(translationX: 50, y: 50))
            path.addPath(petal.applying(CGAffineTransform(rotationAngle: .pi).concatenating(CGAffineTransform(translationX: 50, y: 50))))
            return path
        }
    }
    struct ContentView: View {
        var body: some View { Petals().fill(.pink, style: FillStyle(eoFill: true)).frame(width: 100, height: 100).id("petals") }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let shape = try #require(solution.node("petals")?.first { if case .shape = $0.kind { true } else { false } })
    guard case .shape(.custom(let custom), ShapePaint.fill(_, eoFill: true)) = shape.kind, let path = custom.resolvedPath else {
        Issue.record("not an even-odd filled custom shape")
        return
    }
    // The first petal spans x 45…55 and y 30…50; the second, turned half a turn about the origin, y 50…70.
    #expect(path.boundingRect.isClose(to: CGRect(x: 45, y: 30, width: 10, height: 40)))
}
