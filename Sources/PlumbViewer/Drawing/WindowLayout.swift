import Foundation

/// How the window is divided, in window pixels: the canvas with the preview at the left, the sidebar at the right —
/// the view tree's outline over the inspector — and the status line across the bottom. The canvas stops above a
/// one-line status line, and a status line wrapped onto more lines grows up over it, so a longer notice never moves
/// the preview; the sidebar, whose panels scroll, stops above the whole status line.
public struct WindowLayout: Equatable, Sendable {
    /// The sidebar's width in points.
    public static let sidebarPoints: CGFloat = 340
    /// The share of the sidebar's height the outline takes; the inspector has the rest.
    static let outlineShare: CGFloat = 0.4

    public var canvas: CGRect
    public var outline: CGRect
    public var inspector: CGRect
    public var status: CGRect

    /// The layout of a window of `size` pixels at `scale`, its status line `statusHeight` pixels tall, of which
    /// `reservedHeight` (one line's) is kept below the canvas.
    public init(window size: CGSize, scale: CGFloat, statusHeight: CGFloat, reservedHeight: CGFloat) {
        let sidebar = min(Self.sidebarWidth(scale: scale), (size.width / 2).rounded(.down))
        canvas = CGRect(x: 0, y: 0, width: max(size.width - sidebar, 1), height: max(size.height - reservedHeight, 1))
        let height = max(size.height - statusHeight, 1)
        let outlineHeight = (height * Self.outlineShare).rounded()
        outline = CGRect(x: canvas.maxX, y: 0, width: sidebar, height: outlineHeight)
        inspector = CGRect(x: canvas.maxX, y: outlineHeight, width: sidebar, height: height - outlineHeight)
        status = CGRect(x: 0, y: size.height - statusHeight, width: size.width, height: statusHeight)
    }

    /// The sidebar's width in window pixels.
    public static func sidebarWidth(scale: CGFloat) -> CGFloat { (sidebarPoints * scale).rounded() }
}
