import Foundation
import PlumbContent
import PlumbLayout
import PlumbRender

/// A view's colour, stroke width (its ends, corners and dashes kept), opacity, rotation or scale changing between two solved states, with both ends
/// resolved once (named colours through the palette): a frame only blends numbers.
enum PaintChange {
    enum ShapeStyle {
        case fill(eoFill: Bool)
        case stroke(LineStyle)
        case strokeBorder(LineStyle)
    }

    case color(RGBAColor, RGBAColor)
    case shape(ShapeKind, ShapeStyle, RGBAColor, RGBAColor, lineWidths: (CGFloat, CGFloat))
    case opacity(Double, Double)
    case transform(DrawingTransform, DrawingTransform)

    /// Nil when the kinds are the same, or when they have no colour or opacity in common to blend.
    init?(from old: ViewKind, to new: ViewKind, palette: SystemColorPalette) {
        switch (old, new) {
        case (.color(let a), .color(let b)) where a != b:
            guard let x = palette.resolve(a), let y = palette.resolve(b) else { return nil }
            self = .color(x, y)
        case (.shape(_, let a as ShapePaint), .shape(let shape, let b as ShapePaint)) where a != b:
            let ends: (ShapeStyle, AnyShapeStyle?, AnyShapeStyle?, CGFloat, CGFloat)
            switch (a, b) {
            case (.fill(let x, let e0), .fill(let y, let e1)) where e0 == e1: ends = (.fill(eoFill: e1), x, y, 0, 0)
            case (.stroke(let x, let w0, let l0), .stroke(let y, let w1, let l1)) where l0 == l1: ends = (.stroke(l1), x, y, w0, w1)
            case (.strokeBorder(let x, let w0, let l0), .strokeBorder(let y, let w1, let l1)) where l0 == l1: ends = (.strokeBorder(l1), x, y, w0, w1)
            default: return nil
            }
            // Colours blend; a gradient at either end changes at once.
            guard case .color(let a)? = ends.1, case .color(let b)? = ends.2, let x = palette.resolve(a), let y = palette.resolve(b) else { return nil }
            self = .shape(shape, ends.0, x, y, lineWidths: (ends.3, ends.4))
        case (.effect(.opacity(let a)), .effect(.opacity(let b))) where a != b:
            self = .opacity(a, b)
        case (.effect(.transform(let a)), .effect(.transform(let b))) where a != b:
            self = .transform(a, b)
        default:
            return nil
        }
    }

    /// The kind at `t` of the way (0…1).
    func kind(at t: Double) -> ViewKind {
        switch self {
        case .color(let a, let b): return ViewKind.color(Self.blend(a, b, t))
        case .shape(let shape, let style, let a, let b, let widths):
            let color = AnyShapeStyle.color(Self.blend(a, b, t))
            let width = Lerp.value(widths.0, widths.1, t)
            switch style {
            case .fill(let eoFill): return ViewKind.shape(shape, ShapePaint.fill(color, eoFill: eoFill))
            case .stroke(let line): return ViewKind.shape(shape, ShapePaint.stroke(color, lineWidth: width, line: line))
            case .strokeBorder(let line): return ViewKind.shape(shape, ShapePaint.strokeBorder(color, lineWidth: width, line: line))
            }
        case .opacity(let a, let b): return ViewKind.effect(DrawingEffect.opacity(Lerp.value(a, b, t)))
        case .transform(let a, let b):
            let rotation = Angle(radians: Lerp.value(a.rotation.radians, b.rotation.radians, t))
            return ViewKind.effect(.transform(DrawingTransform(rotation: rotation, scale: Lerp.size(a.scale, b.scale, t), anchor: b.anchor)))
        }
    }

    private static func blend(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> Color {
        let mixed = a.mixed(with: b, fraction: t)
        return Color(red: mixed.red, green: mixed.green, blue: mixed.blue, opacity: mixed.alpha)
    }
}
