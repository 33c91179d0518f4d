import Foundation
import PlumbContent
import PlumbLayout

/// UISlider: a 4-point capsule track in the fill colour, in the tint up to the thumb, the knob at the fraction
/// (clamped to 0…1) of the way its centre travels.
extension SliderTrack: PaintedControl {
    static let trackHeight: CGFloat = 4

    func paint(with painter: ControlPainter) {
        let frame = painter.frame, shapes = painter.shapes, canvas = painter.canvas
        let fraction = min(max(fraction, 0), 1)
        let radius = Self.thumbDiameter / 2
        let track = CGRect(x: frame.minX, y: frame.midY - Self.trackHeight / 2, width: frame.width, height: Self.trackHeight)
        let thumbX = frame.minX + radius + CGFloat(fraction) * max(0, frame.width - 2 * radius)
        shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: painter.palette.fill), in: track, on: canvas)
        var filled = track
        filled.size.width = thumbX - track.minX
        shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: painter.tint), in: filled, on: canvas)
        painter.paintKnob(CGRect(x: thumbX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius))
    }
}
