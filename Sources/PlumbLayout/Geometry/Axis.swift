import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as `fixedSize` and `ScrollView` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        /// The set of one axis.
        @inlinable public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }
    }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `major` along `axis` and `minor` across it.
    @inlinable public init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    @inlinable public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    @inlinable public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    @inlinable public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}
