import Foundation

/// `GridItem`: one column of a `LazyVGrid` or one row of a `LazyHGrid` — its size rule, the spacing to the next
/// item, and how views sit in it (see `LazyGridLayout`).
public struct GridItem: Hashable, Sendable {
    /// `GridItem.Size`.
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of what the fixed items leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in a flexible item's share, sharing it up to `maximum` each.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The distance to the next item; `nil` is the platform's default.
    public var spacing: CGFloat?
    /// How each view is aligned in its cell; `nil` uses the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
