import Foundation

/// How far from the origin a coordinate Plumb hands Cairo may lie, in points. Cairo holds device coordinates as 24.8
/// fixed-point numbers, which wrap beyond ±2²³ pixels (a million points at 8×): a frame a trillion points wide,
/// stroked, took gigabytes to rasterise and then crashed. Nothing that far out can show on a picture of at most
/// 32,767 pixels a side.
let drawableCoordinateLimit: CGFloat = 1_000_000

extension CGFloat {
    /// Whether the value is finite and within ``drawableCoordinateLimit`` of zero.
    var isDrawable: Bool { isFinite && Swift.abs(self) <= drawableCoordinateLimit }
}

extension CGPoint {
    /// Whether both coordinates are drawable.
    var isDrawable: Bool { x.isDrawable && y.isDrawable }
}

extension CGRect {
    /// Whether every edge is drawable: the only rectangles Cairo can draw (a non-finite one puts the context in an
    /// error state that silences everything after it).
    var isDrawable: Bool { [minX, minY, maxX, maxY].allSatisfy(\.isDrawable) }
}
