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
    /// the appearance's window background, with the legend in the corner that hides least of the views. Returns
    /// what had to be drawn as a stand-in.
    @discardableResult
    public func paint(_ tree: SolvedTree, options: RenderOptions, in context: OpaquePointer) -> [LayoutWarning] {
        let scene = paintScene(tree, options: options, labelBounds: CGRect(origin: .zero, size: tree.size), in: context)
        if options.showsLegend, !scene.overlays.legend.isEmpty {
            Legend(canvas: Canvas(context), palette: SystemColorPalette(appearance: options.appearance), text: text)
                .paint(scene.overlays.legend, in: tree.size, avoiding: scene.overlays.views)
        }
        return scene.warnings
    }

    /// Paints `tree` as ``paint(_:options:in:)`` does but without the legend, and returns the legend for the caller
    /// to place outside the views (``paint(_:at:appearance:in:)``); nil when the overlays drew nothing to explain.
    public func paintWithoutLegend(_ tree: SolvedTree, options: RenderOptions, in context: OpaquePointer) -> OverlayLegend? {
        let scene = paintScene(tree, options: options, labelBounds: CGRect(origin: .zero, size: tree.size), in: context)
        guard !scene.overlays.legend.isEmpty else { return nil }
        return OverlayLegend(entries: scene.overlays.legend, views: scene.overlays.views, size: legendSize(of: scene.overlays.legend))
    }

    /// Paints `legend` with its top-leading corner at `origin`, in the context's user space (points).
    public func paint(_ legend: OverlayLegend, at origin: CGPoint, appearance: Appearance, in context: OpaquePointer) {
        Legend(canvas: Canvas(context), palette: SystemColorPalette(appearance: appearance), text: text).paint(legend.entries, at: origin)
    }

    /// Paints the views and overlays of `tree` without a legend, the overlays' labels kept inside `labelBounds`.
    func paintScene(_ tree: SolvedTree, options: RenderOptions, labelBounds: CGRect, in context: OpaquePointer) -> (warnings: [LayoutWarning], overlays: OverlayPainter.Drawn) {
        let canvas = Canvas(context)
        let palette = SystemColorPalette(appearance: options.appearance)
        canvas.fill(CGRect(origin: .zero, size: tree.size), with: palette.background)
        let walk = PaintWalk(
            canvas: canvas, palette: palette, text: text, shapes: shapes, safeArea: SafeAreaBleed(window: tree.size, insets: tree.safeAreaInsets)
        )
        walk.paint(tree.root)
        let overlays = OverlayPainter(canvas: canvas, text: text, options: options).paint(tree, labelBounds: labelBounds)
        return (walk.warnings.entries, overlays)
    }

    /// The legend box for `entries`.
    func legendSize(of entries: [LegendEntry]) -> CGSize {
        Legend.size(of: entries, measuredBy: measurer)
    }

    /// Paints the legend for `entries` with its top-leading corner at `origin`.
    func paintLegend(_ entries: [LegendEntry], at origin: CGPoint, options: RenderOptions, in context: OpaquePointer) {
        Legend(canvas: Canvas(context), palette: SystemColorPalette(appearance: options.appearance), text: text).paint(entries, at: origin)
    }
}
