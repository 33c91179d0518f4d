import Foundation
import PlumbContent
import PlumbLayout

/// iOS's switch: a 51×31 capsule at the trailing edge, in the tint (green by default) when on, the 27-point knob at
/// the end it is switched to.
extension ToggleSwitch: PaintedControl {
    func paint(with painter: ControlPainter) {
        let frame = painter.frame, size = Self.size, palette = painter.palette
        let tint = painter.node.environment.tint.flatMap(palette.resolve) ?? palette.named("green")!
        let track = CGRect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        painter.shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: isOn ? tint : palette.switchOffTrack), in: track, on: painter.canvas)
        let knobDiameter = size.height - 4
        let knobX = isOn ? track.maxX - 2 - knobDiameter : track.minX + 2
        painter.paintKnob(CGRect(x: knobX, y: track.minY + 2, width: knobDiameter, height: knobDiameter))
    }
}
