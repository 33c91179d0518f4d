import Foundation
import Testing
@testable import PlumbLayout

/// SwiftUI's `Path`: elements in the drawing view's coordinates, arcs as cubic quarter turns at most.
@Suite struct PathTests {
    /// The handle length of a cubic quarter circle of radius 1: 4/3 · tan(π/8).
    static let k = 4.0 / 3.0 * tan(Double.pi / 8)

    func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    func ends(_ path: Path) -> [CGPoint] { path.elements.compactMap(\.end) }

    @Test func aRectangleIsAClosedSubpathFromItsTopLeadingCorner() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
            .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        // A close returns to where its subpath began.
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func aRoundedRectWithCornerRadiiRoundsOnlyItsCornersThatHaveARadius() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 50))
        // Straight into the square corners; the bottom trailing radius is held to half the height.
        #expect(ends(path).contains(CGPoint(x: 100, y: 0)))
        #expect(ends(path).contains(CGPoint(x: 0, y: 40)))
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(ends(path).contains(CGPoint(x: 80, y: 40)))
        #expect(ends(path).contains(CGPoint(x: 100, y: 20)))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.width - 100) < 1e-9 && abs(bounds.height - 40) < 1e-9)
    }

    @Test func linesAndCurvesNeedACurrentPoint() {
        var path = Path()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: .zero)
        path.closeSubpath()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect.isNull)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 9, y: 2), control: CGPoint(x: 5, y: -6))
        #expect(path.elements.count == 2 && path.currentPoint == CGPoint(x: 9, y: 2))
        #expect(path.boundingRect == CGRect(x: 1, y: -6, width: 8, height: 8))
    }

    @Test func anArcNotClockwiseTurnsTowardsGrowingAnglesDownTheScreen() throws {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: Angle(degrees: 90), clockwise: false)
        #expect(path.elements.count == 2)
        #expect(path.elements[0] == .move(to: CGPoint(x: 10, y: 0)))
        guard case .curve(let to, let control1, let control2) = path.elements[1] else { Issue.record("not a curve"); return }
        #expect(close(to, CGPoint(x: 0, y: 10)))
        #expect(close(control1, CGPoint(x: 10, y: 10 * Self.k)) && close(control2, CGPoint(x: 10 * Self.k, y: 10)))
    }

    @Test func aClockwiseArcGoesTheOtherWayRound() {
        var path = Path()
        path.move(to: CGPoint(x: 20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: Angle(degrees: 90), clockwise: true)
        // A line from the current point to the arc's start, then three quarter turns up and round to the bottom.
        #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
        let expected = [CGPoint(x: 20, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: -10), CGPoint(x: -10, y: 0), CGPoint(x: 0, y: 10)]
        #expect(zip(ends(path), expected).allSatisfy { close($0, $1) } && ends(path).count == expected.count)
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(path.elements.count == 3 && close(path.elements[1].end, CGPoint(x: 5, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 5)))
    }

    @Test func anEllipseStartsAtItsRightmostPointAndRunsClockwise() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        let expected = [CGPoint(x: 40, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10)]
        #expect(zip(ends(path), expected).allSatisfy { close($0, $1) } && ends(path).count == expected.count)
        #expect(path.elements.last == .closeSubpath)
        let bounds = path.boundingRect
        #expect(close(bounds.origin, .zero) && close(CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: 40, y: 20)))
    }

    @Test func roundedRectanglesClampTheirCorners() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 8)
        // Corners of at most half the shorter side: 5 across, 5 down.
        #expect(path.elements.first == .move(to: CGPoint(x: 5, y: 0)))
        #expect(ends(path).contains { close($0, CGPoint(x: 20, y: 5)) })
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 0) == Path(CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test func pathsCombineAndMove() {
        var path = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        path.addPath(Path(CGRect(x: 5, y: 5, width: 1, height: 1)))
        #expect(path.elements.count == 10)
        #expect(path.offsetBy(dx: 3, dy: -1).boundingRect == CGRect(x: 3, y: -1, width: 6, height: 6))
    }
}

@Test func aRoundedRectanglesStraightEdgesJoinItsCorners() {
    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
    let lines = path.elements.compactMap { element -> CGPoint? in if case .line(let point) = element { point } else { nil } }
    let rounded = lines.map { CGPoint(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) }
    #expect(rounded == [CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 10, y: 50), CGPoint(x: 0, y: 10)])
}
