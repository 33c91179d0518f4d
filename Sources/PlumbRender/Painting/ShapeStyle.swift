import CCairo
import Foundation
import PlumbContent
import PlumbLayout

/// A shape's paint with its style resolved: how `ShapePaint` is drawn.
struct ShapeStyle: Hashable {
    enum Mode: Hashable {
        case fill
        /// Centred on the outline.
        case stroke
        /// Inside the outline.
        case strokeBorder
    }

    var mode: Mode
    var lineWidth: CGFloat
    var line = LineStyle()
    /// A fill by the even-odd rule.
    var isEvenOdd = false
    var style: ResolvedStyle

    init(_ paint: ShapePaint, resolve: (AnyShapeStyle?) -> ResolvedStyle) {
        switch paint {
        case .fill(let style, let eoFill):
            self.init(mode: .fill, lineWidth: 0, style: resolve(style))
            isEvenOdd = eoFill
        case .stroke(let style, let lineWidth, let line): self.init(mode: .stroke, lineWidth: lineWidth, line: line, style: resolve(style))
        case .strokeBorder(let style, let lineWidth, let line):
            self.init(mode: .strokeBorder, lineWidth: lineWidth, line: line, style: resolve(style))
        }
    }

    init(mode: Mode, lineWidth: CGFloat, line: LineStyle = LineStyle(), style: ResolvedStyle) {
        self.mode = mode
        self.lineWidth = lineWidth
        self.line = line
        self.style = style
    }

    init(mode: Mode, lineWidth: CGFloat, color: RGBAColor) {
        self.init(mode: mode, lineWidth: lineWidth, style: .color(color))
    }

    var isInvisible: Bool { style.isInvisible }

    /// How far the paint reaches outside the shape's frame.
    var outset: CGFloat { mode == .stroke ? lineWidth / 2 : 0 }

    /// Paints `shape` in `rect` on `context`; a gradient spreads over `rect`.
    func paint(_ shape: ShapeKind, in rect: CGRect, on context: OpaquePointer) {
        guard !style.isInvisible else { return }
        style.setSource(on: context, over: rect)
        switch mode {
        case .fill:
            ShapeOutline(shape: shape, rect: rect).add(to: context)
            cairo_set_fill_rule(context, isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        case .stroke:
            ShapeOutline(shape: shape, rect: rect).add(to: context)
            stroke(context)
        case .strokeBorder:
            let inset = min(lineWidth / 2, rect.width / 2, rect.height / 2)
            ShapeOutline(shape: shape.inset(by: inset), rect: rect.insetBy(dx: inset, dy: inset)).add(to: context)
            stroke(context)
        }
    }

    private func stroke(_ context: OpaquePointer) {
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_cap(context, Self.caps[line.cap]!)
        cairo_set_line_join(context, Self.joins[line.join]!)
        cairo_set_miter_limit(context, line.miterLimit)
        // Cairo stops at a dash of zero lengths only; a pattern with a gap draws as SwiftUI's does.
        if !line.dash.isEmpty, line.dash.contains(where: { $0 > 0 }) {
            let lengths = line.dash.map(Double.init)
            cairo_set_dash(context, lengths, Int32(lengths.count), line.dashPhase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
        cairo_stroke(context)
    }

    private static let caps: [LineStyle.Cap: cairo_line_cap_t] = [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE]
    private static let joins: [LineStyle.Join: cairo_line_join_t] = [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL]
}

extension ShapeKind {
    /// The shape `strokeBorder` strokes: its outline moved inwards, corners shrinking with it.
    func inset(by amount: CGFloat) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius, let style): .roundedRectangle(cornerRadius: max(0, radius - amount), style: style)
        case .unevenRoundedRectangle(let radii, let style): .unevenRoundedRectangle(radii.inset(by: amount), style: style)
        case .trimmed(let shape, let from, let to): .trimmed(shape.inset(by: amount), from: from, to: to)
        case .rotated(let shape, let angle, let anchor): .rotated(shape.inset(by: amount), angle, anchor: anchor)
        case .transformed(let shape, let matrix, let anchor): .transformed(shape.inset(by: amount), matrix, anchor: anchor)
        case .inset(let shape, let by): .inset(shape.inset(by: amount), by: by)
        default: self
        }
    }
}
