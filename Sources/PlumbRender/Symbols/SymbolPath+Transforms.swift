import Foundation

/// A symbol's outline moved, mirrored or stretched: one figure serving several symbols or places.
extension SymbolPath {
    /// Every command mirrored across the vertical axis x = 0.5.
    var mirroredHorizontally: SymbolPath { transformed { CGPoint(x: 1 - $0.x, y: $0.y) } }

    /// Every command with x and y swapped (a left chevron becomes an up chevron).
    var transposed: SymbolPath { transformed { CGPoint(x: $0.y, y: $0.x) } }

    /// The unit square's outline drawn in `rect` instead (a star made small to stand in a circle).
    func fitted(into rect: CGRect) -> SymbolPath {
        transformed { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) }
    }

    /// An outline drawn in font sizes on a `width` × `height` frame, in that frame's unit square: circles drawn so stay
    /// round in a frame that is not square.
    func normalized(width: CGFloat, height: CGFloat) -> SymbolPath {
        transformed { CGPoint(x: $0.x / width, y: $0.y / height) }
    }

    /// Turned `degrees` clockwise around (x, y).
    func rotated(by degrees: CGFloat, around center: (x: CGFloat, y: CGFloat)) -> SymbolPath {
        let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return transformed { point in
            let (dx, dy) = (point.x - center.x, point.y - center.y)
            return CGPoint(x: center.x + dx * cosine - dy * sine, y: center.y + dx * sine + dy * cosine)
        }
    }

    private func transformed(_ map: (CGPoint) -> CGPoint) -> SymbolPath {
        SymbolPath(commands.map { command in
            switch command {
            case .move(let point): .move(map(point))
            case .line(let point): .line(map(point))
            case .curve(let c1, let c2, let end): .curve(map(c1), map(c2), to: map(end))
            case .ellipse(let rect): .ellipse(Self.bounds(of: rect, mapped: map))
            case .close: .close
            }
        })
    }

    /// The box around the ellipse in `rect` moved by `map`: an ellipse stays upright, so this is exact for circles
    /// and for maps that keep the axes.
    private static func bounds(of rect: CGRect, mapped map: (CGPoint) -> CGPoint) -> CGRect {
        let center = map(CGPoint(x: rect.midX, y: rect.midY))
        let across = map(CGPoint(x: rect.maxX, y: rect.midY))
        let down = map(CGPoint(x: rect.midX, y: rect.maxY))
        let halfWidth = hypot(across.x - center.x, down.x - center.x)
        let halfHeight = hypot(across.y - center.y, down.y - center.y)
        return CGRect(x: center.x - halfWidth, y: center.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }
}
