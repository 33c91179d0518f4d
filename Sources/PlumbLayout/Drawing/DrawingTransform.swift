import Foundation

/// How `rotationEffect(_:anchor:)` and `scaleEffect(_:anchor:)` draw a view: scaled by `scale`, then turned by
/// `rotation`, about `anchor` of its frame. As in SwiftUI, the effect leaves layout alone: the view's frame, its
/// neighbours and the solved tree are those of the untransformed view.
public struct DrawingTransform: Hashable, Sendable {
    public var rotation: Angle
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(rotation: Angle = .zero, scale: CGSize = CGSize(width: 1, height: 1), anchor: UnitPoint = .center) {
        self.rotation = rotation
        self.scale = scale
        self.anchor = anchor
    }

    /// Whether the view disappears (a zero scale on either axis).
    public var isDegenerate: Bool { scale.width == 0 || scale.height == 0 }
}
