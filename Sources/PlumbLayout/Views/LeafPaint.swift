import Foundation

/// What a ``ViewKind/shape(_:_:)``, ``ViewKind/canvas(_:)`` or ``ViewKind/image(_:_:)`` leaf paints — a fill or a
/// stroke, a canvas's drawing, an image's files — which the renderer owns. Layout never reads it: the engine carries
/// it and, once the view is placed, resolves it for the view's size.
public protocol LeafPaint: Sendable {
    /// The paint of a view placed at `size`: itself unless it depends on the size (a canvas's drawing).
    func resolved(for size: CGSize) -> Self
}

extension LeafPaint {
    public func resolved(for size: CGSize) -> Self { self }
}

/// A value worked out for the view's size paints by what it resolves to (a `Canvas`'s operations).
extension SizeDependent: LeafPaint {}
