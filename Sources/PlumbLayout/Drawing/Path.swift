import Foundation

/// SwiftUI's `Path`: an outline of moves, lines, curves and closes in the coordinates of the view that draws it.
/// Arcs, ellipses and rounded rectangles are added as cubic curves of at most a quarter turn each, as Core Graphics
/// adds them; angles grow from the x axis towards the y axis (down the screen), so `clockwise: false` turns clockwise
/// on screen, as in SwiftUI.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Circular corners of `cornerRadius`, at most half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = min(cornerRadius, min(rect.width, rect.height) / 2)
        addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the last element's end, or the start of the subpath a close ended.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        if case .closeSubpath = last { return subpathStart }
        return last.end
    }

    /// The smallest rectangle holding every point of the path, control points included (Core Graphics' bounding
    /// box); `.null` for an empty path.
    public var boundingRect: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    /// A line from the current point; without one (an empty path) nothing is added, as in Core Graphics.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.line(to: point))
    }

    /// A move to the first point, then lines through the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed subpath around the rectangle, from its top-leading corner, clockwise on screen.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A closed subpath around the rectangle with elliptical corners of `cornerSize`, each axis at most half the
    /// side along it.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(max(0, cornerSize.width), rect.width / 2), ry = min(max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: rect.maxX - rx, y: rect.minY + ry), -.pi / 2), (CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0),
            (CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2), (CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi),
        ]
        for (center, start) in corners {
            addEllipticalArc(center: center, radii: CGSize(width: rx, height: ry), start: start, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// A closed subpath around the rectangle with a circular corner of its own radius at each corner (each at most
    /// half the shorter side), as `Path(roundedRect:cornerRadii:)` and UIKit's `byRoundingCorners:` make one.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii radii: RectangleCornerRadii) {
        let limit = min(rect.width, rect.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { min(max(0, value), limit) }
        let (topLeading, topTrailing) = (radius(radii.topLeading), radius(radii.topTrailing))
        let (bottomTrailing, bottomLeading) = (radius(radii.bottomTrailing), radius(radii.bottomLeading))
        move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        let corners: [(CGFloat, CGPoint, CGPoint, Double)] = [
            (topTrailing, CGPoint(x: rect.maxX - topTrailing, y: rect.minY), CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing), -.pi / 2),
            (bottomTrailing, CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing), CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing), 0),
            (bottomLeading, CGPoint(x: rect.minX + bottomLeading, y: rect.maxY), CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading), .pi / 2),
            (topLeading, CGPoint(x: rect.minX, y: rect.minY + topLeading), CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading), .pi),
        ]
        for (radius, lineEnd, center, start) in corners {
            addLine(to: lineEnd)
            if radius > 0 { addEllipticalArc(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: .pi / 2) }
        }
        closeSubpath()
    }

    /// A closed subpath around the ellipse inscribed in the rectangle, from its rightmost point, clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        addEllipticalArc(center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2), start: 0, sweep: 2 * .pi)
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, turning towards growing angles unless
    /// `clockwise` (the sweep is taken modulo a full turn); a line joins the current point, if any, to its start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        }
        addEllipticalArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: sweep)
    }

    /// A corner of `radius` between the line from the current point to `tangent1End` and the line from there to
    /// `tangent2End`, joined to the current point by a line (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(tangent1End corner: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let current = currentPoint else { return }
        let toCurrent = Self.unit(current - corner), toEnd = Self.unit(tangent2End - corner)
        let cosine = max(-1, min(1, toCurrent.x * toEnd.x + toCurrent.y * toEnd.y))
        let angle = acos(cosine)
        guard radius > 0, angle > 1e-9, angle < .pi - 1e-9 else { return addLine(to: corner) }
        let distance = radius / tan(angle / 2)
        let bisector = Self.unit(CGPoint(x: toCurrent.x + toEnd.x, y: toCurrent.y + toEnd.y))
        let center = corner + bisector * (radius / sin(angle / 2))
        let first = corner + toCurrent * distance, second = corner + toEnd * distance
        let start = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(second.y - center.y, second.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: first)
        addEllipticalArc(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
    }

    /// The elements of `path` after this path's.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapped { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point (ends and control points) mapped by `transform` (an affine one keeps its curves).
    public func mapped(_ transform: (CGPoint) -> CGPoint) -> Path {
        var moved = Path()
        moved.elements = elements.map { $0.mapped(transform) }
        return moved
    }

    /// Where the subpath the last close ended began.
    private var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .move(let point) = element { return point }
        }
        return nil
    }

    /// Cubic curves along the ellipse around `center` from the angle `start` through `sweep` radians, a quarter turn at
    /// most each, joined to the current point by a line (begun there when there is none).
    private mutating func addEllipticalArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        let first = Self.point(on: center, radii: radii, at: start)
        if let current = currentPoint {
            if current != first { addLine(to: first) }
        } else {
            move(to: first)
        }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let from = Self.point(on: center, radii: radii, at: angle), to = Self.point(on: center, radii: radii, at: next)
            elements.append(.curve(
                to: to,
                control1: CGPoint(x: from.x - handle * radii.width * sin(angle), y: from.y + handle * radii.height * cos(angle)),
                control2: CGPoint(x: to.x + handle * radii.width * sin(next), y: to.y - handle * radii.height * cos(next))
            ))
            angle = next
        }
    }

    private static func point(on center: CGPoint, radii: CGSize, at angle: Double) -> CGPoint {
        CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
    }

    private static func unit(_ vector: CGPoint) -> CGPoint {
        let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
        return length > 0 ? CGPoint(x: vector.x / length, y: vector.y / length) : .zero
    }
}

extension Path.Element {
    /// Where the element ends (nil for a close, which returns to its subpath's start).
    public var end: CGPoint? {
        switch self {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: nil
        }
    }

    /// The element's points, control points included.
    public var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }

    func mapped(_ transform: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .quadCurve(let point, let control): .quadCurve(to: transform(point), control: transform(control))
        case .curve(let point, let control1, let control2): .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .closeSubpath: .closeSubpath
        }
    }
}

fileprivate extension CGPoint {
    static func * (point: CGPoint, scale: CGFloat) -> CGPoint { CGPoint(x: point.x * scale, y: point.y * scale) }
}
