import CCairo
import Foundation
import PlumbLayout

/// Paints solved trees with Cairo: the views, then the overlays the options ask for. Keeps rasterised text and
/// shapes between paints, so one painter should live as long as its window or renderer. Not thread-safe.
public final class Painter {
    public let measurer: PangoTextMeasurer
    let text: TextPainter
    let shapes = ShapePainter()

    /// A painter drawing text with `measurer`'s fonts: use the measurer the tree was solved with.
    public init(measurer: PangoTextMeasurer = PangoTextMeasurer()) {
        self.measurer = measurer
        text = TextPainter(measurer: measurer)
    }

    /// Paints `tree` onto `context`, whose user space must be in points (scale the context for 2× output), over
    /// the appearance's window background. Returns what had to be drawn as a stand-in.
    @discardableResult
    public func paint(_ tree: SolvedTree, options: RenderOptions, in context: OpaquePointer) -> [LayoutWarning] {
        let canvas = Canvas(context)
        let palette = SystemColorPalette(appearance: options.appearance)
        canvas.fill(CGRect(origin: .zero, size: tree.size), with: palette.background)
        let walk = PaintWalk(canvas: canvas, palette: palette, text: text, shapes: shapes)
        walk.paint(tree.root)
        OverlayPainter(canvas: canvas, palette: palette, text: text, options: options).paint(tree)
        return walk.warnings.entries
    }
}
