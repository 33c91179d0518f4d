import Foundation

/// Insets on the four edges of a rectangle (SwiftUI's `EdgeInsets`; leading/trailing are left/right, as Plumb
/// lays out left to right).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    @inlinable public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    @inlinable public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// `length` on the edges in `edges`, zero elsewhere.
    @inlinable public init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    public static let zero = EdgeInsets()

    @inlinable public var horizontal: CGFloat { leading + trailing }
    @inlinable public var vertical: CGFloat { top + bottom }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(_:_:)` and `ignoresSafeArea` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    }
}
