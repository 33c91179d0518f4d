import Foundation

/// The legend explaining what the overlays drew, to be painted apart from the views (``Painter/paintWithoutLegend(_:options:in:)``).
public struct OverlayLegend: Hashable {
    let entries: [LegendEntry]
    /// The frames of the views that draw something, which a legend over the preview should hide least of.
    let views: [CGRect]
    /// The legend's box, in points.
    public let size: CGSize

    /// Where the legend hides least of the views when it must go over a preview of `size` (points): its top-leading
    /// corner in the preview's corner that covers least, bottom-trailing first among equals.
    public func origin(over size: CGSize) -> CGPoint {
        Legend.corner(for: self.size, in: size, avoiding: views).origin
    }
}
