import Foundation

/// Where a frame put the window's parts, in window pixels: what the pointer is over.
public struct PaintedPanels: Equatable, Sendable {
    /// A line of the outline: its rect, its row, and its disclosure triangle's rect when it has one.
    public struct OutlineLine: Equatable, Sendable {
        public var rect: CGRect
        public var row: Int
        public var disclosure: CGRect?
    }

    public var layout: WindowLayout
    public var outline: [OutlineLine] = []
    public var banner: CGRect?
    public var help: CGRect?

    /// The outline line under `pixel`, and whether `pixel` is on its disclosure triangle.
    public func outlineRow(at pixel: CGPoint) -> (row: Int, disclosure: Bool)? {
        outline.first { $0.rect.contains(pixel) }.map { ($0.row, $0.disclosure?.contains(pixel) ?? false) }
    }

    /// The panel under `pixel` whose text scrolls with the wheel, if any: the help or the banner over the canvas, or
    /// the outline or the inspector.
    public func scrollablePanel(at pixel: CGPoint) -> ScrollablePanel? {
        if help?.contains(pixel) == true { return .help }
        if banner?.contains(pixel) == true { return .banner }
        if layout.outline.contains(pixel) { return .outline }
        if layout.inspector.contains(pixel) { return .inspector }
        return nil
    }
}
