import Foundation
import PlumbLayout

/// Draws the overlays `options` turns on over a painted tree: bounds, then anchors, then guides, then the legend.
struct OverlayPainter {
    let canvas: Canvas
    let palette: SystemColorPalette
    let text: TextPainter
    let options: RenderOptions

    func paint(_ tree: SolvedTree) {}
}
