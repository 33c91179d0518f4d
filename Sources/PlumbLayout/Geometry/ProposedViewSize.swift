import Foundation

/// A proposal for the size of a view: per axis, `nil` asks for the ideal size, `0` for the minimum,
/// `.infinity` for the maximum, and any other value means "fit in this" (SEMANTICS §1.1).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces `nil` dimensions by those of `size` (SwiftUI's default is 10×10).
    @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    @inlinable public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    @inlinable public init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    @inlinable public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { formatLength($0) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

/// Prints a length the way the solved tree and diagnostics show it: integers without a fraction, others with
/// at most three decimals.
public func formatLength(_ value: CGFloat) -> String {
    formatLength(value, decimals: 3)
}

/// Prints a length with at most `decimals` decimals (overlays' labels, read at a glance, use one); integers without
/// a fraction. A value that rounds to zero prints `0`, never `-0`.
public func formatLength(_ value: CGFloat, decimals: Int) -> String {
    if value == .infinity { return "inf" }
    if value == -.infinity { return "-inf" }
    if value.isNaN { return "nan" }
    let unit = CGFloat(pow(10, Double(decimals)))
    let rounded = (value * unit).rounded() / unit
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.\(decimals)f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
