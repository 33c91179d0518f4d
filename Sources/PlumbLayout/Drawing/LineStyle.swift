import Foundation

/// How a stroke's ends, corners and dashes are drawn: the parts of SwiftUI's `StrokeStyle` besides its width.
public struct LineStyle: Hashable, Sendable {
    /// `CGLineCap`: how open ends are drawn.
    public enum Cap: String, Hashable, Sendable, CaseIterable {
        case butt, round, square
    }

    /// `CGLineJoin`: how corners are drawn.
    public enum Join: String, Hashable, Sendable, CaseIterable {
        case miter, round, bevel
    }

    public var cap: Cap
    public var join: Join
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps in turn (empty: a solid line), starting `dashPhase` into the pattern.
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(cap: Cap = .butt, join: Join = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
