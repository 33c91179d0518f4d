import CCairo
import CPangoCairo
import Foundation
import PlumbLayout

/// Draws measured text with Pango in the measurer's drawing fonts, line by line at the measured baselines, each
/// character at its measured advance (``GlyphPlacement``). On pixel targets a line drawn again is rasterised once per
/// string, font and colour and composited from then on.
final class TextPainter {
    let measurer: PangoTextMeasurer
    private var layouts: [StyledLine: OpaquePointer] = [:]
    private let sprites = SpriteCache<SpriteKey>(byteBudget: 16 << 20)
    static let layoutCapacity = 4096
    /// The largest font drawn, in pixels: past it Cairo rasterises glyphs as images of gigabytes (a `Text` in a font
    /// of a million points crashed it). A text set larger is left out, with a warning.
    static let maximumFontPixels: CGFloat = 4096

    private struct SpriteKey: Hashable {
        var line: StyledLine
        var color: RGBAColor
        var scale: CGFloat
    }

    init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    deinit { forgetLayouts() }

    /// Draws `text`'s lines in `frame`, each placed by `alignment` within the frame's width; `spans` are the styles
    /// of the run's spans, in their order (``TextMeasurement/lineSpans`` says which part of a line is in which).
    func draw(
        _ text: TextMeasurement, font: Font, decoration: TextDecoration = [], tracking: CGFloat = 0, spans: [StyledLine.Style] = [],
        alignment: TextAlignment, color: RGBAColor, in frame: CGRect, on canvas: Canvas
    ) {
        let fraction: CGFloat = switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        for (index, line) in text.lines.enumerated() {
            let parts = text.lineSpans.indices.contains(index) ? text.lineSpans[index] : []
            let styled = StyledLine(
                string: line, font: font, decoration: decoration, tracking: tracking,
                spans: parts.compactMap { part in spans.indices.contains(part.span) ? StyledLine.Span(range: part.range, style: spans[part.span]) : nil }
            )
            let x = fraction == 0 ? frame.minX : frame.minX + fraction * (frame.width - measurer.width(of: styled))
            let baseline = frame.minY + text.baseline(ofLine: index)
            draw(styled, color: color, baselineOrigin: CGPoint(x: x, y: baseline), on: canvas)
        }
    }

    /// Draws one line with its baseline starting at `baselineOrigin`, snapped to the pixel grid.
    func draw(
        _ line: String, font: Font, decoration: TextDecoration = [], tracking: CGFloat = 0, color: RGBAColor, baselineOrigin: CGPoint,
        on canvas: Canvas
    ) {
        draw(StyledLine(string: line, font: font, decoration: decoration, tracking: tracking), color: color, baselineOrigin: baselineOrigin, on: canvas)
    }

    /// Draws a styled line with its baseline starting at `baselineOrigin`, snapped to the pixel grid, then the SF
    /// Symbols set in it, each in the room its placeholder took.
    private func draw(_ key: StyledLine, color: RGBAColor, baselineOrigin: CGPoint, on canvas: Canvas) {
        drawText(key, color: color, baselineOrigin: baselineOrigin, on: canvas)
        for span in key.spans {
            guard let symbol = span.style.symbol else { continue }
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout(for: key), Int32(span.range.lowerBound), &position)
            let x = baselineOrigin.x + CGFloat(position.x) / CGFloat(PANGO_SCALE)
            let frame = symbol.bounds.offsetBy(dx: x, dy: baselineOrigin.y)
            SymbolPainter(textPainter: self).paint(
                SymbolLibrary.symbol(named: symbol.name, variants: .none), in: frame, color: span.style.color ?? color, weight: span.style.font.weight, on: canvas
            )
        }
    }

    private func drawText(_ key: StyledLine, color: RGBAColor, baselineOrigin: CGPoint, on canvas: Canvas) {
        guard !key.string.isEmpty, !color.isInvisible || key.spans.contains(where: { $0.style.color != nil }) else { return }
        let origin = canvas.snapped(baselineOrigin)
        let cached = canvas.isRaster ? sprites.sprite(for: SpriteKey(line: key, color: color, scale: canvas.scale)) {
            rasterize(layout(for: key), color: color, scale: canvas.scale)
        } : nil
        guard let sprite = cached else {
            let layout = layout(for: key)
            canvas.setSource(color)
            cairo_move_to(canvas.context, origin.x, origin.y - Self.baseline(of: layout))
            pango_cairo_show_layout(canvas.context, layout)
            return
        }
        let anchor = canvas.device(origin)
        sprite.composite(atDeviceX: Int(anchor.x.rounded()), y: Int(anchor.y.rounded()), on: canvas)
    }

    /// A sprite of a line's ink, anchored at the start of its baseline.
    private func rasterize(_ layout: OpaquePointer, color: RGBAColor, scale: CGFloat) -> Sprite {
        let baseline = Self.baseline(of: layout)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let unit = scale / CGFloat(PANGO_SCALE)
        let left = Int((CGFloat(ink.x) * unit).rounded(.down)) - 1
        let top = Int((CGFloat(ink.y) * unit - baseline * scale).rounded(.down)) - 1
        let right = Int((CGFloat(ink.x + ink.width) * unit).rounded(.up)) + 1
        let bottom = Int((CGFloat(ink.y + ink.height) * unit - baseline * scale).rounded(.up)) + 1
        return Sprite(width: right - left, height: bottom - top, originX: left, originY: top, scale: scale) { context in
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(context, 0, -baseline)
            pango_cairo_show_layout(context, layout)
        }
    }

    private static func baseline(of layout: OpaquePointer) -> CGFloat {
        CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    private func layout(for key: StyledLine) -> OpaquePointer {
        if let layout = layouts[key] { return layout }
        if layouts.count >= Self.layoutCapacity { forgetLayouts() }
        let layout = pango_layout_new(measurer.context)!
        pango_layout_set_font_description(layout, measurer.fonts.description(for: key.font))
        pango_layout_set_text(layout, key.string, -1)
        key.applyAttributes(to: layout, fonts: measurer.fonts)
        GlyphPlacement.place(layout, text: key.string, advances: measurer.advances(of: key), tracking: measurer.tracking(of: key))
        layouts[key] = layout
        return layout
    }

    private func forgetLayouts() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll()
    }
}
