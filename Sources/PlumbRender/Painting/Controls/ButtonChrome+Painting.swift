import PlumbContent

/// A button draws no chrome of its own: its label, in the tint colour, and a disabled one's label in grey.
extension ButtonChrome: PaintedControl {
    func paint(with painter: ControlPainter) {}
    var disabledLook: DisabledControlLook { .greyLabel }
    var drawsLabelInTint: Bool { true }
}
