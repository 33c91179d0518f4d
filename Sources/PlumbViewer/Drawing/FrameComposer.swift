import CCairo
import Foundation
import PlumbLayout
import PlumbRender

/// Draws one whole window frame: the preview (views and overlays, by the `Painter`), its safe-area bands, the
/// hover and selection outlines, the broken-save dimming and banner, the inspector, the status line and the help.
public final class FrameComposer {
    public let painter: Painter
    static let hoverColor: ChromePen.RGBA = (0, 0.48, 1, 0.9)
    static let selectionColor: ChromePen.RGBA = (1, 0, 0.8, 1)
    static let bannerColor: ChromePen.RGBA = (0.78, 0.16, 0.14, 0.96)
    /// A focused text field's caret: iOS's blue.
    static let caretColor: ChromePen.RGBA = (0, 0.48, 1, 1)

    public init(session: ViewerSession) {
        painter = Painter(measurer: session.measurer)
    }

    /// The inspector's width in window pixels, and the column kept for it beside a preview that is not window-sized.
    static func inspectorWidth(scale: CGFloat) -> CGFloat { (340 * scale).rounded() }
    public static func sidebarWidth(scale: CGFloat) -> CGFloat { inspectorWidth(scale: scale) + (16 * scale).rounded() }
    /// The least height of a window with that column: room for the inspector and a "why this size" of a few steps.
    public static func sidebarHeight(scale: CGFloat) -> CGFloat { (600 * scale).rounded() }

    /// The status line's height in window pixels.
    public static func statusHeight(scale: CGFloat) -> CGFloat { (22 * scale).rounded() }

    /// The viewport for a window of `size` pixels.
    public static func viewport(for session: ViewerSession, window size: CGSize) -> Viewport {
        let scale = session.options.scale
        let canvas = CGSize(width: size.width, height: max(size.height - statusHeight(scale: scale), 1))
        let preview = session.target?.size ?? CGSize(width: canvas.width / scale, height: canvas.height / scale)
        return Viewport(canvas: canvas, preview: preview, factor: scale * session.zoom, fillsCanvas: session.followsWindow,
                        sidebar: sidebarWidth(scale: scale))
    }

    /// Paints the frame for `now` onto `context`, whose target is the window-sized image.
    public func paint(_ session: ViewerSession, window size: CGSize, at now: Double, in context: OpaquePointer) {
        let viewport = Self.viewport(for: session, window: size)
        let pen = ChromePen(context: context, scale: session.options.scale)
        let dark = session.options.dark
        pen.fill(CGRect(origin: .zero, size: size), dark ? (0.12, 0.12, 0.13, 1) : (0.85, 0.85, 0.86, 1))
        if let tree = session.frameTree(at: now) {
            paintPreview(tree, session: session, viewport: viewport, at: now, in: context, pen: pen)
        }
        if !session.problems.isEmpty { paintBanner(session, width: size.width, pen: pen) }
        let inspector = session.inspectorLines
        if !inspector.isEmpty {
            let selected = session.selection.flatMap { session.frame(of: $0, at: now) }.map(viewport.pixelRect)
            paintInspector(inspector, canvas: viewport.canvas, avoiding: selected, pen: pen)
        }
        paintStatus(session, size: size, pen: pen)
        if session.showsHelp { paintHelp(canvas: viewport.canvas, pen: pen) }
    }

    private func paintPreview(_ tree: SolvedTree, session: ViewerSession, viewport: Viewport, at now: Double, in context: OpaquePointer, pen: ChromePen) {
        let rect = viewport.previewRect
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, viewport.factor, viewport.factor)
        let legend = painter.paintWithoutLegend(tree, options: session.renderOptions, in: context)
        cairo_restore(context)
        if let legend { paintLegend(legend, viewport: viewport, scale: session.options.scale, appearance: session.renderOptions.appearance, in: context) }
        paintSafeArea(tree.safeAreaInsets, viewport: viewport, pen: pen)
        if session.mode == .select, let hovered = session.hovered, hovered != session.selection,
           let frame = session.frame(of: hovered, at: now) {
            pen.stroke(viewport.pixelRect(frame), Self.hoverColor, width: max(1, session.options.scale.rounded()), dashed: true)
        }
        if let selection = session.selection, let frame = session.frame(of: selection, at: now) {
            pen.stroke(viewport.pixelRect(frame), Self.selectionColor, width: 2 * max(1, session.options.scale.rounded()))
        }
        if let caret = session.caretRect { pen.fill(viewport.pixelRect(caret), Self.caretColor) }
        if !session.problems.isEmpty { pen.fill(rect, session.options.dark ? (0, 0, 0, 0.55) : (1, 1, 1, 0.55)) }
    }

    /// The overlays' legend beside the preview when the canvas has room at its right, else below it, else over the
    /// preview in the corner where it hides least.
    private func paintLegend(_ legend: OverlayLegend, viewport: Viewport, scale: CGFloat, appearance: Appearance, in context: OpaquePointer) {
        let rect = viewport.previewRect
        let (width, height) = (legend.size.width * scale, legend.size.height * scale)
        let gap = Viewport.margin / 2
        let origin: CGPoint
        if rect.maxX + gap + width + gap <= viewport.canvas.width {
            origin = CGPoint(x: rect.maxX + gap, y: max(gap, min(rect.maxY, viewport.canvas.height) - height))
        } else if rect.maxY + gap + height + gap <= viewport.canvas.height {
            origin = CGPoint(x: max(gap, rect.minX), y: rect.maxY + gap)
        } else {
            let corner = legend.origin(over: CGSize(width: rect.width / scale, height: rect.height / scale))
            origin = CGPoint(x: rect.minX + corner.x * scale, y: rect.minY + corner.y * scale)
        }
        cairo_save(context)
        cairo_translate(context, origin.x.rounded(), origin.y.rounded())
        cairo_scale(context, scale, scale)
        painter.paint(legend, at: .zero, appearance: appearance, in: context)
        cairo_restore(context)
    }

    /// The safe area's insets as shaded bands along the preview's edges.
    private func paintSafeArea(_ insets: EdgeInsets, viewport: Viewport, pen: ChromePen) {
        let size = viewport.preview
        let bands = [
            CGRect(x: 0, y: 0, width: size.width, height: insets.top),
            CGRect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom),
            CGRect(x: 0, y: insets.top, width: insets.leading, height: size.height - insets.top - insets.bottom),
            CGRect(x: size.width - insets.trailing, y: insets.top, width: insets.trailing, height: size.height - insets.top - insets.bottom),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            pen.fill(viewport.pixelRect(band), (0.35, 0.35, 0.45, 0.18))
        }
    }

    private func paintBanner(_ session: ViewerSession, width: CGFloat, pen: ChromePen) {
        let scale = session.options.scale
        let lineHeight = 16 * scale
        let lines = ["The last save has errors; showing the last good layout."] + session.problems.prefix(6).map(\.summary)
        let height = CGFloat(lines.count) * lineHeight + 10 * scale
        pen.fill(CGRect(x: 0, y: 0, width: width, height: height), Self.bannerColor)
        for (index, line) in lines.enumerated() {
            pen.setFont(size: 12, bold: index == 0, monospaced: index > 0)
            pen.draw(line, at: CGPoint(x: 8 * scale, y: 5 * scale + CGFloat(index + 1) * lineHeight - 4 * scale),
                     color: (1, 1, 1, 1), maxWidth: width - 16 * scale)
        }
    }

    /// The inspector in the canvas's top-trailing corner, or its bottom-trailing one when the selected view is under
    /// the top one and not under the bottom one.
    /// The panel is as tall as its rows, at most the canvas: rows that do not fit end in an ellipsis.
    private func paintInspector(_ lines: [Inspector.Line], canvas: CGSize, avoiding selected: CGRect?, pen: ChromePen) {
        let scale = pen.scale
        let inset = 8 * scale
        let width = min(Self.inspectorWidth(scale: scale), canvas.width - 16 * scale)
        let rows = InspectorPanel(lines, width: width - 2 * inset, pen: pen).rows(fitting: canvas.height - 28 * scale, scale: scale)
        let height = CGFloat(rows.count) * InspectorPanel.lineHeight * scale + 12 * scale
        let top = CGRect(x: canvas.width - width - 8 * scale, y: 8 * scale, width: width, height: height)
        let bottom = top.offsetBy(dx: 0, dy: max(0, canvas.height - height - 16 * scale))
        let box = selected.map { $0.intersects(top) && !$0.intersects(bottom) } == true ? bottom : top
        pen.fill(box, (1, 1, 1, 0.94))
        pen.stroke(box, (0.6, 0.6, 0.65, 1), width: 1)
        InspectorPanel.paint(rows, in: box, inset: inset, pen: pen)
    }

    private func paintStatus(_ session: ViewerSession, size: CGSize, pen: ChromePen) {
        let height = Self.statusHeight(scale: pen.scale)
        pen.fill(CGRect(x: 0, y: size.height - height, width: size.width, height: height), (0.17, 0.17, 0.19, 1))
        pen.setFont(size: 11)
        pen.draw(StatusLine.text(for: session), at: CGPoint(x: 6 * pen.scale, y: size.height - height / 2 + 4 * pen.scale),
                 color: (0.92, 0.92, 0.94, 1), maxWidth: size.width - 12 * pen.scale)
    }

    private func paintHelp(canvas: CGSize, pen: ChromePen) {
        let scale = pen.scale
        let lines = ["Keys (select mode by default)"] + ViewerCommand.helpText.split(separator: "\n").map(String.init)
        let lineHeight = 16 * scale
        let width = min(620 * scale, canvas.width - 16 * scale)
        let height = CGFloat(lines.count) * lineHeight + 16 * scale
        let box = CGRect(x: ((canvas.width - width) / 2).rounded(), y: max(8 * scale, ((canvas.height - height) / 2).rounded()), width: width, height: height)
        pen.fill(box, (0.1, 0.1, 0.12, 0.92))
        for (index, line) in lines.enumerated() {
            pen.setFont(size: 12, bold: index == 0, monospaced: index > 0)
            pen.draw(line, at: CGPoint(x: box.minX + 12 * scale, y: box.minY + 8 * scale + CGFloat(index + 1) * lineHeight - 4 * scale),
                     color: (1, 1, 1, 1), maxWidth: width - 24 * scale)
        }
    }
}
