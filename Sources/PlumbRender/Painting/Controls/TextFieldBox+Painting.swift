import CCairo
import Foundation
import PlumbContent
import PlumbLayout

/// A text field's line, clipped to its box and centred in it: its text (dotted out when secure) in the label colour,
/// or, while empty, its placeholder in the placeholder colour. A field with children (a styled one) draws them instead.
extension TextFieldBox: PaintedControl {
    func paint(with painter: ControlPainter) {
        guard painter.node.children.isEmpty else { return }
        let frame = painter.frame, canvas = painter.canvas, text = painter.text
        let font = painter.node.environment.resolvedFont
        let line = self.text.isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: self.text.count) : self.text)
        let color = self.text.isEmpty ? painter.palette.placeholderText : painter.palette.label
        let metrics = text.measurer.metrics(of: font)
        let baseline = frame.midY - metrics.lineHeight / 2 + metrics.ascender
        canvas.isolated {
            ShapeOutline(shape: .rectangle, rect: frame).add(to: canvas.context)
            cairo_clip(canvas.context)
            text.draw(line, font: font, color: color, baselineOrigin: CGPoint(x: frame.minX, y: baseline), on: canvas)
        }
    }
}
