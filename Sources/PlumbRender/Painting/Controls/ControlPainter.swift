import CCairo
import Foundation
import PlumbLayout

/// What a control's chrome is painted with: the walk's painters and colours, the control's node, its tint (on
/// slider tracks) and its place among form rows; and the parts controls share.
struct ControlPainter {
    let palette: SystemColorPalette
    let shapes: ShapePainter
    let text: TextPainter
    let safeArea: SafeAreaBleed
    let canvas: Canvas
    let node: SolvedNode
    let tint: RGBAColor
    let row: FormRowPosition

    var frame: CGRect { node.frame }

    /// A white knob with iOS's soft shadow (a switch's, a slider's thumb).
    func paintKnob(_ rect: CGRect) {
        for (spread, alpha) in [(1.5, 0.06), (0.75, 0.08)] as [(CGFloat, Double)] {
            let shadow = rect.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 1.5)
            shapes.paint(.circle, style: ShapeStyle(mode: .fill, lineWidth: 0, color: RGBAColor(0, 0, 0, alpha: alpha)), in: shadow, on: canvas)
        }
        shapes.paint(.circle, style: ShapeStyle(mode: .fill, lineWidth: 0, color: RGBAColor(255, 255, 255)), in: rect, on: canvas)
    }
}
