import Foundation

/// The picture an export with overlays makes: the preview inside a gutter that holds the labels falling outside
/// the views, a hairline along the preview's bounds, and the legend below the preview rather than over its views.
/// Without overlays the picture is the preview alone.
struct Page {
    /// The room around the preview, in points.
    static let gutter: CGFloat = 32
    /// The preview's size.
    let scene: CGSize
    /// The legend's size, when there is one.
    let legend: CGSize?

    /// Where the preview's top-leading corner sits.
    static let sceneOrigin = CGPoint(x: gutter, y: gutter)
    var legendOrigin: CGPoint { CGPoint(x: Self.gutter, y: scene.height + 2 * Self.gutter) }

    /// The whole picture, in points.
    var size: CGSize {
        let framed = CGSize(width: scene.width + 2 * Self.gutter, height: scene.height + 2 * Self.gutter)
        guard let legend else { return framed }
        return CGSize(width: max(framed.width, legend.width + 2 * Self.gutter), height: framed.height + legend.height + Self.gutter / 2)
    }

    /// Where labels may go, in the preview's points: the preview and its gutter.
    static func labelBounds(around scene: CGSize) -> CGRect {
        CGRect(x: -gutter, y: -gutter, width: scene.width + 2 * gutter, height: scene.height + 2 * gutter)
    }
}
