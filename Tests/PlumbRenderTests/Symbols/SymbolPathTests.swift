import Foundation
import Testing
@testable import PlumbRender

@Suite struct SymbolPathTests {
    /// The points the path passes through (the ends of its segments), rounded to thousandths.
    func ends(_ path: SymbolPath) -> [CGPoint] {
        path.commands.compactMap { command in
            switch command {
            case .move(let point), .line(let point), .curve(_, _, to: let point):
                CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000)
            case .ellipse, .close: nil
            }
        }
    }

    @Test func anArcTurnsClockwiseFromItsStartToItsEndInQuarterTurnsAtMost() {
        let arc = SymbolPath([]).arc(0.5, 0.5, radius: 0.4, from: -90, to: 90)
        #expect(ends(arc) == [CGPoint(x: 0.5, y: 0.1), CGPoint(x: 0.9, y: 0.5), CGPoint(x: 0.5, y: 0.9)])
        let back = SymbolPath(from: 0.1, 0.1).arc(0.5, 0.5, radius: 0.4, from: 0, to: -30)
        #expect(arc.commands.count == 3 && back.commands.count == 3)
        guard case .line(let start) = back.commands[1], case .curve(let control, _, to: let end) = back.commands[2] else {
            Issue.record("not a line and a curve: \(back.commands)")
            return
        }
        #expect(start == CGPoint(x: 0.9, y: 0.5))
        #expect(control.y < 0.5 && end.y < 0.5)
    }

    @Test func aRoundedRectangleRunsAlongItsSidesBetweenQuarterCircles() {
        let points = ends(.roundedRect(0.1, 0.2, 0.8, 0.6, radius: 0.1))
        #expect(points.allSatisfy { (0.1...0.9).contains($0.x) && (0.2...0.8).contains($0.y) })
        #expect(points.contains(CGPoint(x: 0.9, y: 0.3)) && points.contains(CGPoint(x: 0.2, y: 0.8)))
        #expect(SymbolPath.roundedRect(0.1, 0.2, 0.8, 0.6, radius: 0.1).commands.last == .close)
    }

    @Test func fittingAndTurningMoveEveryPointAndKeepCirclesRound() {
        let tick = SymbolPath.polyline([(0, 0), (1, 1)])
        #expect(ends(tick.fitted(into: CGRect(x: 0.2, y: 0.3, width: 0.5, height: 0.4))) == [CGPoint(x: 0.2, y: 0.3), CGPoint(x: 0.7, y: 0.7)])
        #expect(ends(tick.rotated(by: 90, around: (0.5, 0.5))) == [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)])
        let circle = SymbolPath.circle(0.7, 0.5, radius: 0.2).rotated(by: 90, around: (0.5, 0.5))
        guard case .ellipse(let rect) = circle.commands.first else { Issue.record("no ellipse"); return }
        #expect(abs(rect.midX - 0.5) < 1e-9 && abs(rect.midY - 0.7) < 1e-9)
        #expect(abs(rect.width - 0.4) < 1e-9 && abs(rect.height - 0.4) < 1e-9)
    }
}
