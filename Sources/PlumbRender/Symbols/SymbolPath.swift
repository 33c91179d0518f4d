import Foundation

/// One step of a symbol's outline, in the unit square the symbol is designed in ((0, 0) top-leading, (1, 1)
/// bottom-trailing).
enum SymbolPathCommand: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case curve(CGPoint, CGPoint, to: CGPoint)
    /// A full ellipse inscribed in the rectangle, as its own subpath.
    case ellipse(CGRect)
    case close
}

/// A symbol's outline: subpaths of unit-square commands, with helpers for the usual figures.
struct SymbolPath: Hashable, Sendable {
    var commands: [SymbolPathCommand]

    init(_ commands: [SymbolPathCommand]) {
        self.commands = commands
    }

    static func circle(_ x: CGFloat, _ y: CGFloat, radius: CGFloat) -> SymbolPath {
        SymbolPath([.ellipse(CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))])
    }

    static func ellipse(_ rect: CGRect) -> SymbolPath { SymbolPath([.ellipse(rect)]) }

    /// A rectangle whose corners are quarter circles of `radius`.
    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius: CGFloat) -> SymbolPath {
        let (left, top, right, bottom) = (x + radius, y + radius, x + width - radius, y + height - radius)
        return SymbolPath([])
            .arc(right, top, radius: radius, from: -90, to: 0)
            .arc(right, bottom, radius: radius, from: 0, to: 90)
            .arc(left, bottom, radius: radius, from: 90, to: 180)
            .arc(left, top, radius: radius, from: 180, to: 270)
            .closed
    }

    /// Straight segments through `points`, closed back to the first when `closed`.
    static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> SymbolPath {
        let corners = points.map { CGPoint(x: $0.0, y: $0.1) }
        var commands = [SymbolPathCommand.move(corners[0])] + corners.dropFirst().map { .line($0) }
        if closed { commands.append(.close) }
        return SymbolPath(commands)
    }

    /// A closed polygon whose corners alternate between `radii` around a centre, starting at the top.
    static func star(center: CGPoint, radii: [CGFloat], corners: Int) -> SymbolPath {
        let points = (0..<corners).map { index -> (CGFloat, CGFloat) in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(corners)
            let radius = radii[index % radii.count]
            return (center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
        return polyline(points, closed: true)
    }
}
