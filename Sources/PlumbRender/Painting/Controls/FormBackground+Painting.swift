import PlumbContent

/// A grouped list's background, in the grouped background colour, running under the bars to the screen's edges as
/// iOS draws it.
extension FormBackground: PaintedControl {
    func paint(with painter: ControlPainter) {
        let canvas = painter.canvas
        canvas.fill(canvas.snapped(painter.safeArea.extending(painter.frame, into: .all)), with: painter.palette.groupedBackground)
    }

    var disabledLook: DisabledControlLook { .unchanged }
}
