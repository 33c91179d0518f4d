import Foundation
import PlumbLayout
import PlumbRender

/// Draws one whole window frame: the preview (views and overlays, by the `Painter`), its safe-area bands, the
/// hover and selection outlines, the broken-save dimming and banner in the canvas; the outline and the inspector in
/// the sidebar; the status line and the help. Remembers where it drew the panels, for the pointer.
public final class FrameComposer {
    public let painter: Painter
    static let hoverColor: ChromePen.RGBA = (0, 0.48, 1, 0.9)
    static let selectionColor: ChromePen.RGBA = (1, 0, 0.8, 1)
    static let bannerColor: ChromePen.RGBA = (0.78, 0.16, 0.14, 0.96)

    /// Where the last frame put the window's parts, its outline's lines and the panels that scroll.
    public private(set) var painted: PaintedPanels?
    /// The outline's lines as last wrapped, and for what: most frames show the same outline (an animation, a hover).
    private var outlineLines: (outline: Outline, width: CGFloat, panel: OutlinePanel)?
    /// The selection the outline last showed: a new one scrolls the outline to its row when that is out of sight.
    private var outlineSelection: ViewIdentity?
    /// A focused text field's caret: iOS's blue.
    static let caretColor: ChromePen.RGBA = (0, 0.48, 1, 1)

    public init(session: ViewerSession) {
        painter = Painter(measurer: session.measurer)
    }

    /// The least height of a window with the sidebar: room for the outline, the inspector and a "why this size" of a
    /// few steps.
    public static func sidebarHeight(scale: CGFloat) -> CGFloat { (600 * scale).rounded() }

    /// The height of a status line of `rows` lines, in window pixels.
    public static func statusHeight(rows: Int = 1, scale: CGFloat) -> CGFloat { ((CGFloat(rows) * ChromePen.lineHeight + 7) * scale).rounded() }

    /// The status line's text wrapped to a window `width` pixels wide.
    static func statusRows(_ session: ViewerSession, width: CGFloat, pen: ChromePen) -> [String] {
        pen.setFont(size: 11)
        return pen.wrap(StatusLine.text(for: session), maxWidth: width - 12 * pen.scale)
    }

    /// How a window of `size` pixels is divided for `session`: its status line as tall as its wrapped text.
    public static func layout(for session: ViewerSession, window size: CGSize) -> WindowLayout {
        let scale = session.options.scale
        let rows = ChromePen.measuring(scale: scale) { statusRows(session, width: size.width, pen: $0).count }
        return WindowLayout(window: size, scale: scale, statusHeight: statusHeight(rows: rows, scale: scale), reservedHeight: statusHeight(scale: scale))
    }

    /// The viewport of the canvas of `layout`.
    public static func viewport(for session: ViewerSession, layout: WindowLayout) -> Viewport {
        let scale = session.options.scale
        let canvas = layout.canvas.size
        let preview = session.target?.size ?? CGSize(width: canvas.width / scale, height: canvas.height / scale)
        return Viewport(canvas: canvas, preview: preview, factor: scale * session.zoom, fillsCanvas: session.followsWindow, pan: session.pan)
    }

    /// The viewport for a window of `size` pixels.
    public static func viewport(for session: ViewerSession, window size: CGSize) -> Viewport {
        viewport(for: session, layout: layout(for: session, window: size))
    }

    /// Paints the frame for `now` onto `surface`, the window-sized image.
    public func paint(_ session: ViewerSession, window size: CGSize, at now: Double, on surface: DrawingSurface) {
        surface.draw { paint(session, window: size, at: now, on: $0) }
    }

    private func paint(_ session: ViewerSession, window size: CGSize, at now: Double, on canvas: ChromeCanvas) {
        let pen = ChromePen(canvas: canvas, scale: session.options.scale)
        let statusRows = Self.statusRows(session, width: size.width, pen: pen)
        let layout = WindowLayout(window: size, scale: pen.scale, statusHeight: Self.statusHeight(rows: statusRows.count, scale: pen.scale),
                                  reservedHeight: Self.statusHeight(scale: pen.scale))
        let viewport = Self.viewport(for: session, layout: layout)
        var painted = PaintedPanels(layout: layout)
        let dark = session.options.dark
        pen.fill(CGRect(origin: .zero, size: size), dark ? (0.12, 0.12, 0.13, 1) : (0.85, 0.85, 0.86, 1))
        canvas.clipped(to: layout.canvas) {
            if let tree = session.frameTree(at: now) {
                paintPreview(tree, session: session, viewport: viewport, at: now, pen: pen)
            }
            if !session.problems.isEmpty { painted.banner = paintBanner(session, canvas: layout.canvas, pen: pen) }
            if session.isWaitingForFile { paintWaiting(session.waitingMessage, canvas: layout.canvas, pen: pen) }
            if session.showsHelp { painted.help = paintHelp(session, canvas: layout.canvas, pen: pen) }
        }
        painted.outline = paintOutline(session, in: layout.outline, pen: pen)
        paintInspector(session, in: layout.inspector, pen: pen)
        paintStatus(statusRows, in: layout.status, pen: pen)
        self.painted = painted
    }

    private func paintPreview(_ tree: SolvedTree, session: ViewerSession, viewport: Viewport, at now: Double, pen: ChromePen) {
        let rect = viewport.previewRect
        let canvas = pen.canvas
        let legend = canvas.clipped(to: rect) {
            canvas.transformed(origin: rect.origin, scale: viewport.factor) {
                painter.paintWithoutLegend(tree, options: session.renderOptions, in: canvas.context)
            }
        }
        if let legend { paintLegend(legend, viewport: viewport, scale: session.options.scale, appearance: session.renderOptions.appearance, on: canvas) }
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

    /// The overlays' legend beside the preview (`Viewport.besidePreview`), else over the preview in the corner where
    /// it hides least.
    private func paintLegend(_ legend: OverlayLegend, viewport: Viewport, scale: CGFloat, appearance: Appearance, on canvas: ChromeCanvas) {
        let rect = viewport.previewRect
        let origin = viewport.besidePreview(CGSize(width: legend.size.width * scale, height: legend.size.height * scale)) ?? {
            let corner = legend.origin(over: CGSize(width: rect.width / scale, height: rect.height / scale))
            return CGPoint(x: rect.minX + corner.x * scale, y: rect.minY + corner.y * scale)
        }()
        canvas.transformed(origin: CGPoint(x: origin.x.rounded(), y: origin.y.rounded()), scale: scale) {
            painter.paint(legend, at: .zero, appearance: appearance, in: canvas.context)
        }
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

    /// The broken save's diagnostics across the top of the canvas, every one of them, wrapped; at most half the
    /// canvas tall, scrolling when they are more.
    private func paintBanner(_ session: ViewerSession, canvas: CGRect, pen: ChromePen) -> CGRect {
        let scale = pen.scale
        let lines = Self.wrapped(title: "The last save has errors; showing the last good layout.", session.problems.map(\.summary),
                                 width: canvas.width - 16 * scale, pen: pen)
        return paintScrolling(lines, panel: .banner, height: canvas.height / 2, session: session, pen: pen, fill: Self.bannerColor) { height in
            CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: height)
        }
    }

    /// What the viewer waits for, in the middle of the canvas, wrapped to it.
    private func paintWaiting(_ message: String, canvas: CGRect, pen: ChromePen) {
        let scale = pen.scale
        pen.setFont(size: 13)
        let lines = pen.wrap(message, maxWidth: canvas.width - 32 * scale)
        let top = canvas.midY - CGFloat(lines.count) * 9 * scale
        for (index, line) in lines.enumerated() {
            pen.draw(line, at: CGPoint(x: canvas.minX + 16 * scale, y: top + CGFloat(index + 1) * 18 * scale), color: (0.3, 0.3, 0.35, 1))
        }
    }

    /// The view tree's outline in `box`: a title, then a line per row (wrapped), the selected row highlighted and
    /// the hovered one tinted; it scrolls when the rows are more than fit.
    private func paintOutline(_ session: ViewerSession, in box: CGRect, pen: ChromePen) -> [PaintedPanels.OutlineLine] {
        let scale = pen.scale
        let inset = 8 * scale
        pen.fill(box, (0.97, 0.97, 0.98, 1))
        pen.stroke(box, (0.6, 0.6, 0.65, 1), width: 1)
        pen.setFont(size: 11, bold: true)
        let lineHeight = ChromePen.lineHeight * scale
        pen.draw("View tree", at: CGPoint(x: box.minX + inset, y: box.minY + lineHeight), color: (0.3, 0.3, 0.35, 1))
        guard let outline = session.outline else { return [] }
        let width = box.width - 2 * inset
        let panel = outlineLines.flatMap { $0.outline == outline && $0.width == width ? $0.panel : nil } ?? OutlinePanel(outline, width: width, pen: pen)
        outlineLines = (outline, width, panel)
        let list = CGRect(x: box.minX, y: box.minY + lineHeight + 6 * scale, width: box.width, height: box.height - lineHeight - 10 * scale)
        let capacity = Int(list.height / lineHeight)
        var offset = session.scrollOffset(.outline)
        if session.selection != outlineSelection, let selected = panel.lines.firstIndex(where: { outline.rows[$0.row].identity == session.selection }),
           !(offset..<offset + capacity).contains(selected) {
            offset = selected - capacity / 2
        }
        outlineSelection = session.selection
        let scroll = PanelScroll(total: panel.lines.count, capacity: capacity, offset: offset)
        session.scrollLimits[.outline] = scroll.limit
        session.scrollOffsets[.outline] = scroll.offset
        var painted: [PaintedPanels.OutlineLine] = []
        for (slot, index) in scroll.visible.enumerated() {
            let line = panel.lines[index]
            let identity = outline.rows[line.row].identity
            let rect = CGRect(x: list.minX + 1, y: list.minY + CGFloat(slot) * lineHeight, width: list.width - 2, height: lineHeight)
            if identity == session.selection {
                pen.fill(rect, (1, 0.85, 0.97, 1))
            } else if identity == session.hovered {
                pen.fill(rect, (0.85, 0.92, 1, 1))
            }
            let baseline = rect.maxY - 4 * scale
            pen.setFont(size: 11, monospaced: true)
            if let disclosure = line.disclosure {
                pen.draw(disclosure, at: CGPoint(x: rect.minX + inset + line.indent - OutlinePanel.disclosureWidth * scale, y: baseline),
                         color: (0.35, 0.35, 0.4, 1))
            }
            pen.draw(line.text, at: CGPoint(x: rect.minX + inset + line.indent, y: baseline), color: (0.1, 0.1, 0.12, 1))
            let disclosure = line.disclosure.map { _ in
                CGRect(x: rect.minX + inset + line.indent - OutlinePanel.disclosureWidth * scale, y: rect.minY,
                       width: OutlinePanel.disclosureWidth * scale, height: rect.height)
            }
            painted.append(PaintedPanels.OutlineLine(rect: rect, row: line.row, disclosure: disclosure))
        }
        if let bar = scroll.bar(in: list, width: 3 * scale) { pen.fill(bar, (0.5, 0.5, 0.55, 0.8)) }
        return painted
    }

    /// The inspector in `box`: the selected view's lines wrapped to it, scrolling when they are more than fit; a
    /// hint when nothing is selected.
    private func paintInspector(_ session: ViewerSession, in box: CGRect, pen: ChromePen) {
        let scale = pen.scale
        let inset = 8 * scale
        pen.fill(box, (1, 1, 1, 1))
        pen.stroke(box, (0.6, 0.6, 0.65, 1), width: 1)
        let lines = session.inspectorLines.isEmpty
            ? [Inspector.Line("", "Click a view, or a row of the view tree, to inspect it.", style: .reason)] : session.inspectorLines
        let panel = InspectorPanel(lines, width: box.width - 2 * inset - 4 * scale, pen: pen)
        let text = box.insetBy(dx: 0, dy: 6 * scale)
        let scroll = PanelScroll(total: panel.rows.count, capacity: Int(text.height / (ChromePen.lineHeight * scale)),
                                 offset: session.scrollOffset(.inspector))
        session.scrollLimits[.inspector] = scroll.limit
        InspectorPanel.paint(panel.rows[scroll.visible], in: text, inset: inset, pen: pen)
        if let bar = scroll.bar(in: text, width: 3 * scale) { pen.fill(bar, (0.5, 0.5, 0.55, 0.8)) }
    }

    private func paintStatus(_ rows: [String], in box: CGRect, pen: ChromePen) {
        pen.fill(box, (0.17, 0.17, 0.19, 1))
        pen.setFont(size: 11)
        for (index, row) in rows.enumerated() {
            pen.draw(row, at: CGPoint(x: 6 * pen.scale, y: box.minY + (CGFloat(index + 1) * ChromePen.lineHeight + 1) * pen.scale),
                     color: (0.92, 0.92, 0.94, 1))
        }
    }

    /// The keys over the canvas, wrapped to it; it scrolls when taller.
    private func paintHelp(_ session: ViewerSession, canvas: CGRect, pen: ChromePen) -> CGRect {
        let scale = pen.scale
        let width = min(620 * scale, canvas.width - 16 * scale)
        let lines = Self.wrapped(title: "Keys (select mode by default)", ViewerCommand.helpText.split(separator: "\n").map(String.init),
                                 width: width - 16 * scale, pen: pen)
        return paintScrolling(lines, panel: .help, height: canvas.height - 16 * scale, session: session, pen: pen, fill: (0.1, 0.1, 0.12, 0.92)) { height in
            CGRect(x: canvas.minX + ((canvas.width - width) / 2).rounded(), y: canvas.minY + max(8 * scale, ((canvas.height - height) / 2).rounded()),
                   width: width, height: height)
        }
    }

    /// A bold title and monospaced lines, each wrapped to `width`.
    private static func wrapped(title: String, _ texts: [String], width: CGFloat, pen: ChromePen) -> [(text: String, bold: Bool)] {
        pen.setFont(size: 12, bold: true)
        var lines: [(text: String, bold: Bool)] = pen.wrap(title, maxWidth: width).map { ($0, true) }
        pen.setFont(size: 12, monospaced: true)
        for text in texts { lines += pen.wrap(text, maxWidth: width).map { ($0, false) } }
        return lines
    }

    /// Paints white `lines` on `fill` in the box `place` gives for a height, at most `height` tall: the lines from
    /// `panel`'s scroll offset, with a scroll bar when some are left out. Returns the box.
    private func paintScrolling(
        _ lines: [(text: String, bold: Bool)], panel: ScrollablePanel, height: CGFloat, session: ViewerSession, pen: ChromePen,
        fill: ChromePen.RGBA, place: (CGFloat) -> CGRect
    ) -> CGRect {
        let scale = pen.scale
        let lineHeight = 16 * scale
        let scroll = PanelScroll(total: lines.count, capacity: Int((height - 10 * scale) / lineHeight), offset: session.scrollOffset(panel))
        session.scrollLimits[panel] = scroll.limit
        let box = place(CGFloat(scroll.visible.count) * lineHeight + 10 * scale)
        pen.fill(box, fill)
        for (row, index) in scroll.visible.enumerated() {
            pen.setFont(size: 12, bold: lines[index].bold, monospaced: !lines[index].bold)
            pen.draw(lines[index].text, at: CGPoint(x: box.minX + 8 * scale, y: box.minY + 1 * scale + CGFloat(row + 1) * lineHeight),
                     color: (1, 1, 1, 1))
        }
        if let bar = scroll.bar(in: box, width: 3 * scale) { pen.fill(bar, (1, 1, 1, 0.7)) }
        return box
    }
}
