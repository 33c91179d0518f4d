import CCairo
import Foundation
import PlumbLayout

/// One paint of a solved tree: walks it in drawing order, applying effects, and collects warnings.
struct PaintWalk {
    let canvas: Canvas
    let palette: SystemColorPalette
    let text: TextPainter
    let shapes: ShapePainter
    private(set) var warnings: [LayoutWarning] = []

    init(canvas: Canvas, palette: SystemColorPalette, text: TextPainter, shapes: ShapePainter) {
        self.canvas = canvas
        self.palette = palette
        self.text = text
        self.shapes = shapes
    }

    /// Paints `node` and its subtree; `foreground` is the colour a view with no `foregroundColor` draws in.
    mutating func paint(_ node: SolvedNode, foreground inherited: RGBAColor, isLastRow: Bool = false) {
        let foreground = node.environment.foregroundColor.map { resolve($0, at: node) } ?? inherited
        let frame = node.frame
        let context = canvas.context
        switch node.kind {
        case .color(let color):
            canvas.fill(canvas.snapped(frame), with: resolve(color, at: node))
        case .shape(let shape, let paint):
            let style = ShapeStyle(paint) { color in color.map { resolve($0, at: node) } ?? foreground }
            shapes.paint(shape, style: style, in: frame, on: canvas)
        case .text(let string):
            paintText(string, node: node, color: foreground)
        case .image(let image):
            paintImage(image, node: node, color: foreground)
        case .background:
            paintChildren(of: node, foreground: foreground, order: [1, 0])
        case .preferenceReader(_, .background, _, _):
            paintChildren(of: node, foreground: foreground, order: [1, 0])
        case .effect(.hidden):
            return
        case .effect(.opacity(let opacity)):
            cairo_push_group(context)
            paintChildren(of: node, foreground: foreground)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        case .effect(.clipShape(let shape)):
            canvas.isolated {
                ShapeOutline(shape: shape, rect: canvas.snapped(frame)).add(to: context)
                cairo_clip(context)
                paintChildren(of: node, foreground: foreground)
            }
        case .control(let style):
            let tint = node.environment.tint.map { resolve($0, at: node) } ?? palette.named("accentColor")!
            ControlPainter(palette: palette, shapes: shapes, text: text)
                .paint(style, node: node, tint: tint, isLastRow: isLastRow, on: canvas)
            let labelColor = style == .button ? (node.environment.foregroundColor.map { resolve($0, at: node) } ?? tint) : foreground
            paintChildren(of: node, foreground: labelColor)
        default:
            paintChildren(of: node, foreground: foreground)
        }
    }

    /// Paints the children in `order` (child indices) or, by default, in declaration order sorted by `zIndex`.
    private mutating func paintChildren(of node: SolvedNode, foreground: RGBAColor, order: [Int]? = nil) {
        let children = node.children
        let indices = order?.filter { $0 < children.count }
            ?? children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
        for (position, index) in indices.enumerated() {
            let isLastRow = children[index].isFormRow && !(position + 1 < indices.count && children[indices[position + 1]].isFormRow)
            paint(children[index], foreground: foreground, isLastRow: isLastRow)
        }
    }

    private func paintText(_ string: String, node: SolvedNode, color: RGBAColor) {
        let environment = node.environment
        let font = environment.resolvedFont
        let measurement = node.text ?? text.measurer.measure(
            TextRun(string, font: font, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                    truncationMode: environment.truncationMode),
            proposal: ProposedViewSize(node.frame.size)
        )
        text.draw(measurement, font: font, alignment: environment.multilineTextAlignment, color: color, in: node.frame, on: canvas)
    }

    private mutating func paintImage(_ image: ImageContent, node: SolvedNode, color: RGBAColor) {
        let symbols = SymbolPainter(textPainter: text)
        guard image.isSystemSymbol else {
            symbols.paintPlaceholder(named: image.name, in: node.frame, palette: palette, on: canvas)
            return
        }
        guard let symbol = SymbolLibrary.knownSymbol(named: image.name) else {
            warnings.append(LayoutWarning("no built-in symbol '\(image.name)'; drawn as a placeholder", source: node.source))
            symbols.paintPlaceholder(named: image.name, in: node.frame, palette: palette, on: canvas)
            return
        }
        symbols.paint(symbol, in: node.frame, color: color, weight: node.environment.resolvedFont.weight, on: canvas)
    }

    /// `color` for this appearance; an unknown name paints gray, with a warning.
    private mutating func resolve(_ color: Color, at node: SolvedNode) -> RGBAColor {
        if let resolved = palette.resolve(color) { return resolved }
        warnings.append(LayoutWarning("unknown colour '\(color.name ?? "")'; drawn as gray", source: node.source))
        return palette.named("gray")!.withAlphaMultiplied(by: color.opacity)
    }
}

extension SolvedNode {
    /// The `zIndex` a container orders this child by: set on it or on the view its modifiers wrap.
    var zIndex: Double {
        switch kind {
        case .effect(.zIndex(let index)): index
        case .stack, .zstack, .layout, .group, .control: 0
        default: children.first?.zIndex ?? 0
        }
    }

    var isFormRow: Bool {
        if case .control(.formRow) = kind { return true }
        return false
    }
}
