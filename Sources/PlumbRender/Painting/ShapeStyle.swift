import CCairo
import Foundation
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
    var style: ResolvedStyle

    init(_ paint: ShapePaint, resolve: (AnyShapeStyle?) -> ResolvedStyle) {
        switch paint {
        case .fill(let style): self.init(mode: .fill, lineWidth: 0, style: resolve(style))
        case .stroke(let style, let lineWidth): self.init(mode: .stroke, lineWidth: lineWidth, style: resolve(style))
        case .strokeBorder(let style, let lineWidth): self.init(mode: .strokeBorder, lineWidth: lineWidth, style: resolve(style))
        }
    }

    init(mode: Mode, lineWidth: CGFloat, style: ResolvedStyle) {
        self.mode = mode
        self.lineWidth = lineWidth
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
            cairo_fill(context)
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
        cairo_stroke(context)
    }
}

extension ShapeKind {
    /// The shape `strokeBorder` strokes: its outline moved inwards, corners shrinking with it.
    func inset(by amount: CGFloat) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius, let style): .roundedRectangle(cornerRadius: max(0, radius - amount), style: style)
        case .unevenRoundedRectangle(let radii, let style): .unevenRoundedRectangle(radii.inset(by: amount), style: style)
        case .trimmed(let shape, let from, let to): .trimmed(shape.inset(by: amount), from: from, to: to)
        default: self
        }
    }
}
