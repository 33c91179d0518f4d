import Foundation
import PlumbLayout

/// Linear interpolation of layout values: `t` = 0 gives the start, 1 the end; a spring's `t` past 1 overshoots.
enum Lerp {
    static func value(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
        t == 1 ? b : a + (b - a) * t
    }

    static func point(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: value(a.x, b.x, t), y: value(a.y, b.y, t))
    }

    static func size(_ a: CGSize, _ b: CGSize, _ t: Double) -> CGSize {
        CGSize(width: value(a.width, b.width, t), height: value(a.height, b.height, t))
    }

    static func rect(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        guard a.isFiniteRect, b.isFiniteRect else { return b }
        return CGRect(origin: point(a.origin, b.origin, t), size: size(a.size, b.size, t))
    }

    /// Rects and points of the same shape move; anything else jumps to the end.
    static func anchor(_ a: AnchorStorage, _ b: AnchorStorage, _ t: Double) -> AnchorStorage {
        switch (a, b) {
        case (.rect(let x), .rect(let y)): .rect(rect(x, y, t))
        case (.point(let x), .point(let y)): .point(point(x, y, t))
        case (.array(let xs), .array(let ys)) where xs.count == ys.count: .array(zip(xs, ys).map { anchor($0, $1, t) })
        case (.optional(let x?), .optional(let y?)): .optional(anchor(x, y, t))
        default: b
        }
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
