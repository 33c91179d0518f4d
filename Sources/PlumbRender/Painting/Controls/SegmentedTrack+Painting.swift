import Foundation
import PlumbContent
import PlumbLayout

/// UISegmentedControl (iOS 13 and later): a rounded track in the fill colour, the selected segment on a raised
/// thumb 2 points inside it, and hairline dividers between segments except beside the thumb.
extension SegmentedTrack: PaintedControl {
    func paint(with painter: ControlPainter) {
        guard count > 0 else { return }
        let canvas = painter.canvas, shapes = painter.shapes, palette = painter.palette
        let track = canvas.snapped(painter.frame)
        shapes.paint(.roundedRectangle(cornerRadius: 9, style: .continuous), style: ShapeStyle(mode: .fill, lineWidth: 0, color: palette.segmentedTrack),
                     in: track, on: canvas)
        let width = track.width / CGFloat(count)
        for divider in 1..<max(count, 1) where selected != divider && selected != divider - 1 {
            let line = CGRect(x: track.minX + CGFloat(divider) * width - 0.5, y: track.midY - 6, width: 1, height: 12)
            canvas.fill(canvas.snapped(line), with: palette.separator)
        }
        guard let selected, selected >= 0, selected < count else { return }
        let thumb = CGRect(x: track.minX + CGFloat(selected) * width, y: track.minY, width: width, height: track.height).insetBy(dx: 2, dy: 2)
        for (spread, alpha) in [(1, 0.04), (0.5, 0.08)] as [(CGFloat, Double)] {
            let shadow = thumb.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 1.5)
            shapes.paint(.roundedRectangle(cornerRadius: 7, style: .continuous),
                         style: ShapeStyle(mode: .fill, lineWidth: 0, color: RGBAColor(0, 0, 0, alpha: alpha)), in: shadow, on: canvas)
        }
        shapes.paint(.roundedRectangle(cornerRadius: 7, style: .continuous), style: ShapeStyle(mode: .fill, lineWidth: 0, color: palette.segmentedThumb),
                     in: thumb, on: canvas)
    }
}
