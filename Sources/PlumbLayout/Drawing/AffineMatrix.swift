import Foundation

/// An affine transform in Core Graphics' conventions (`CGAffineTransform`, which Foundation on Linux lacks): a point
/// maps to (a·x + c·y + tx, b·x + d·y + ty); `t.concatenating(u)` applies `t`, then `u`.
public struct AffineMatrix: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static func rotation(_ angle: CGFloat) -> AffineMatrix { AffineMatrix(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle)) }
    public static func scale(_ x: CGFloat, _ y: CGFloat) -> AffineMatrix { AffineMatrix(a: x, d: y) }
    public static func translation(_ x: CGFloat, _ y: CGFloat) -> AffineMatrix { AffineMatrix(tx: x, ty: y) }

    /// `self`, then `other`.
    public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                     c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                     tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse, or the matrix itself when it cannot be inverted (as Core Graphics does).
    public var inverted: AffineMatrix {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return AffineMatrix(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public func apply(to point: CGPoint) -> CGPoint { CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty) }
    public func apply(to size: CGSize) -> CGSize { CGSize(width: a * size.width + c * size.height, height: b * size.width + d * size.height) }

    /// The smallest rectangle holding the transformed corners.
    public func apply(to rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
