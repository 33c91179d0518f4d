import Foundation

/// A view's size and its alignment guides, as `alignmentGuide` closures and `AlignmentID.defaultValue` see them
/// (SEMANTICS §8.1). Explicit values come from the view's own `alignmentGuide`s and, through containers, its
/// descendants'; they are looked up lazily.
public struct ViewDimensions {
    public let size: CGSize
    @usableFromInline let explicitGuides: ((AlignmentKey) -> CGFloat?)?

    public init(size: CGSize, explicitGuides: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.size = size
        self.explicitGuides = explicitGuides
    }

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    /// The explicit value of `key` if set, else its default.
    @inlinable public subscript(key: AlignmentKey) -> CGFloat {
        explicitGuides?(key) ?? key.defaultValue(in: self)
    }

    /// The explicit value of `key`, or `nil` when no `alignmentGuide` sets it.
    @inlinable public subscript(explicit key: AlignmentKey) -> CGFloat? { explicitGuides?(key) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }
}
