import Foundation

/// Building an outline step by step: `SymbolPath(from: x, y).line(…).curve(…).arc(…).closed`.
extension SymbolPath {
    /// An outline that starts at (x, y).
    init(from x: CGFloat, _ y: CGFloat) {
        self.init([.move(CGPoint(x: x, y: y))])
    }

    /// Continued with a straight line to (x, y).
    func line(_ x: CGFloat, _ y: CGFloat) -> SymbolPath {
        SymbolPath(commands + [.line(CGPoint(x: x, y: y))])
    }

    /// Continued with a cubic Bézier curve to `end`.
    func curve(_ control1: (CGFloat, CGFloat), _ control2: (CGFloat, CGFloat), to end: (CGFloat, CGFloat)) -> SymbolPath {
        let points = [control1, control2, end].map { CGPoint(x: $0.0, y: $0.1) }
        return SymbolPath(commands + [.curve(points[0], points[1], to: points[2])])
    }

    /// Continued with a line to the start of an arc of the circle around (x, y) (a move, when the outline is empty),
    /// and the arc from `start` to `end` degrees: angles grow clockwise from the trailing side, and the arc turns
    /// clockwise when `end` is the larger.
    func arc(_ x: CGFloat, _ y: CGFloat, radius: CGFloat, from start: CGFloat, to end: CGFloat) -> SymbolPath {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: x + radius * cos(angle), y: y + radius * sin(angle)) }
        let (first, last) = (start * .pi / 180, end * .pi / 180)
        let pieces = max(1, Int((abs(last - first) / (.pi / 2)).rounded(.up)))
        let sweep = (last - first) / CGFloat(pieces)
        let handle = 4 / 3 * tan(sweep / 4) * radius
        let curves = (0..<pieces).map { piece -> SymbolPathCommand in
            let (from, to) = (first + CGFloat(piece) * sweep, first + CGFloat(piece + 1) * sweep)
            let (p0, p1) = (point(from), point(to))
            return .curve(
                CGPoint(x: p0.x - handle * sin(from), y: p0.y + handle * cos(from)),
                CGPoint(x: p1.x + handle * sin(to), y: p1.y - handle * cos(to)),
                to: p1
            )
        }
        return SymbolPath(commands + [commands.isEmpty ? .move(point(first)) : .line(point(first))] + curves)
    }

    /// An outline symmetric about x = 0.5: `curves` (controls and end of each) from (x, y) to the axis, then the same
    /// mirrored back out to (1 − x, y).
    static func symmetric(
        from x: CGFloat, _ y: CGFloat, curves: [((CGFloat, CGFloat), (CGFloat, CGFloat), (CGFloat, CGFloat))]
    ) -> SymbolPath {
        func mirrored(_ point: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) { (1 - point.0, point.1) }
        let starts = [(x, y)] + curves.map { $0.2 }
        let leading = curves.reduce(SymbolPath(from: x, y)) { path, curve in path.curve(curve.0, curve.1, to: curve.2) }
        return zip(curves, starts).reversed().reduce(leading) { path, pair in
            path.curve(mirrored(pair.0.1), mirrored(pair.0.0), to: mirrored(pair.1))
        }
    }

    /// Closed back to the start of its last subpath.
    var closed: SymbolPath { SymbolPath(commands + [.close]) }
}
