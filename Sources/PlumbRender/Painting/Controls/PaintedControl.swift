import PlumbLayout

/// A painted view's content as PlumbRender draws it: its chrome under its children (its label), and its look when
/// disabled. Each control's conformance is a file of its own in this folder; the paint walk finds it from the
/// content's type, so a new control is its content type and one such file.
protocol PaintedControl: PaintedContent {
    /// Paints the chrome over `painter.frame`; the walk paints the children on top.
    func paint(with painter: ControlPainter)
    /// How the control is drawn where `isEnabled` is false; by default at half strength.
    var disabledLook: DisabledControlLook { get }
    /// Whether its label is drawn in the tint colour where no foreground style is set; by default it is not.
    var drawsLabelInTint: Bool { get }
}

extension PaintedControl {
    var disabledLook: DisabledControlLook { .dimmed }
    var drawsLabelInTint: Bool { false }
}

/// How a disabled control is drawn.
enum DisabledControlLook {
    /// As when enabled (a form's background and rows).
    case unchanged
    /// Chrome and label at half strength (``PaintWalk/disabledOpacity``): a switch, field, slider or segmented
    /// control.
    case dimmed
    /// Its label alone, in the tertiary label colour, as iOS draws a disabled button (its background, if any, as it is).
    case greyLabel
}
