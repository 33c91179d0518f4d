import Foundation

/// SwiftUI's `RectangleCornerRadii`: a radius for each corner of an `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The same radius at every corner.
    public init(all radius: CGFloat) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }

    /// Every radius `amount` smaller (not below zero), as `strokeBorder` insets the outline.
    public func inset(by amount: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
            bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount)
        )
    }
}
