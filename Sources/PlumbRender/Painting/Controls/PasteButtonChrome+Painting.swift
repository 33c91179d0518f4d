import PlumbContent

/// A paste button's capsule, filled with the tint across its frame; disabled, it is drawn at half strength.
extension PasteButtonChrome: PaintedControl {
    func paint(with painter: ControlPainter) {
        painter.shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: painter.tint), in: painter.frame, on: painter.canvas)
    }
}
