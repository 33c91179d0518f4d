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

    /// Every command mirrored across the vertical axis x = 0.5.
    var mirroredHorizontally: SymbolPath { transformed { CGPoint(x: 1 - $0.x, y: $0.y) } }

    /// Every command with x and y swapped (a left chevron becomes an up chevron).
    var transposed: SymbolPath { transformed { CGPoint(x: $0.y, y: $0.x) } }

    private static func rect(spanning a: CGPoint, _ b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    private func transformed(_ map: (CGPoint) -> CGPoint) -> SymbolPath {
        SymbolPath(commands.map { command in
            switch command {
            case .move(let point): .move(map(point))
            case .line(let point): .line(map(point))
            case .curve(let c1, let c2, let end): .curve(map(c1), map(c2), to: map(end))
            case .ellipse(let rect):
                .ellipse(Self.rect(spanning: map(rect.origin), map(CGPoint(x: rect.maxX, y: rect.maxY))))
            case .close: .close
            }
        })
    }
}
