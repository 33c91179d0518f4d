import CCairo
import Foundation
import PlumbLayout

/// Draws the chrome of controls in iOS's default style; their labels are their children, painted by the walk.
struct ControlPainter {
    let palette: SystemColorPalette
    let shapes: ShapePainter
    let text: TextPainter
    let safeArea: SafeAreaBleed

    /// iOS's switch: 51×31 with a 27-point knob.
    static let switchSize = CGSize(width: 51, height: 31)
    static let sliderTrackHeight: CGFloat = 4
    /// The corner radius of an inset-grouped section.
    static let sectionCornerRadius: CGFloat = 10
    /// Where a row's separator starts, from the row's leading edge.
    static let separatorInset: CGFloat = 16

    /// Paints `style`'s chrome for a control in `node` whose tint (on switches, slider tracks) is `tint`.
    func paint(_ style: ControlStyle, node: SolvedNode, tint: RGBAColor, row: FormRowPosition, on canvas: Canvas) {
        let frame = node.frame
        switch style {
        case .toggleSwitch(let isOn):
            paintSwitch(isOn: isOn, in: frame, tint: node.environment.tint.flatMap(palette.resolve) ?? palette.named("green")!, on: canvas)
        case .button:
            break
        case .textField(let value, let placeholder, let isSecure):
            guard node.children.isEmpty else { return }
            let font = node.environment.resolvedFont
            let line = value.isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: value.count) : value)
            let color = value.isEmpty ? palette.placeholderText : palette.label
            let metrics = text.measurer.metrics(of: font)
            let baseline = frame.midY - metrics.lineHeight / 2 + metrics.ascender
            canvas.isolated {
                ShapeOutline(shape: .rectangle, rect: frame).add(to: canvas.context)
                cairo_clip(canvas.context)
                text.draw(line, font: font, color: color, baselineOrigin: CGPoint(x: frame.minX, y: baseline), on: canvas)
            }
        case .slider(let fraction):
            paintSlider(fraction: min(max(fraction, 0), 1), in: frame, tint: tint, on: canvas)
        case .formBackground:
            // A grouped list's background runs under the bars to the screen's edges, as iOS draws it.
            canvas.fill(canvas.snapped(safeArea.extending(frame, into: .all)), with: palette.groupedBackground)
        case .segmentedControl(let selected, let count):
            paintSegmentedControl(selected: selected, count: count, in: frame, on: canvas)
        case .formRow:
            paintRowBackground(in: canvas.snapped(frame), row: row, on: canvas)
            guard !row.isLast else { return }
            let hairline = 1 / canvas.scale
            let line = CGRect(x: frame.minX + Self.separatorInset, y: frame.maxY - hairline, width: frame.width - Self.separatorInset, height: hairline)
            canvas.fill(canvas.snapped(line), with: palette.separator)
        }
    }

    /// An inset-grouped row: a run of rows forms a card with rounded outer corners.
    private func paintRowBackground(in rect: CGRect, row: FormRowPosition, on canvas: Canvas) {
        let radius = Self.sectionCornerRadius
        let card = CGRect(
            x: rect.minX, y: row.isFirst ? rect.minY : rect.minY - radius,
            width: rect.width, height: rect.height + (row.isFirst ? 0 : radius) + (row.isLast ? 0 : radius))
        canvas.isolated {
            ShapeOutline(shape: .rectangle, rect: rect).add(to: canvas.context)
            cairo_clip(canvas.context)
            ShapeStyle(mode: .fill, lineWidth: 0, color: palette.groupedRowBackground)
                .paint(.roundedRectangle(cornerRadius: radius, style: .continuous), in: card, on: canvas.context)
        }
    }

    private func paintSwitch(isOn: Bool, in frame: CGRect, tint: RGBAColor, on canvas: Canvas) {
        let size = Self.switchSize
        let track = CGRect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: isOn ? tint : palette.switchOffTrack), in: track, on: canvas)
        let knobDiameter = size.height - 4
        let knobX = isOn ? track.maxX - 2 - knobDiameter : track.minX + 2
        paintKnob(CGRect(x: knobX, y: track.minY + 2, width: knobDiameter, height: knobDiameter), on: canvas)
    }

    private func paintSlider(fraction: Double, in frame: CGRect, tint: RGBAColor, on canvas: Canvas) {
        let radius = ControlStyle.sliderThumbDiameter / 2
        let track = CGRect(x: frame.minX, y: frame.midY - Self.sliderTrackHeight / 2, width: frame.width, height: Self.sliderTrackHeight)
        let thumbX = frame.minX + radius + CGFloat(fraction) * max(0, frame.width - 2 * radius)
        shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: palette.fill), in: track, on: canvas)
        var filled = track
        filled.size.width = thumbX - track.minX
        shapes.paint(.capsule, style: ShapeStyle(mode: .fill, lineWidth: 0, color: tint), in: filled, on: canvas)
        paintKnob(CGRect(x: thumbX - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius), on: canvas)
    }

    /// UISegmentedControl (iOS 13 and later): a rounded track in the fill colour, the selected segment on a raised
    /// thumb 2 points inside it, and hairline dividers between segments except beside the thumb.
    private func paintSegmentedControl(selected: Int?, count: Int, in frame: CGRect, on canvas: Canvas) {
        guard count > 0 else { return }
        let track = canvas.snapped(frame)
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

    /// A white knob with iOS's soft shadow.
    private func paintKnob(_ rect: CGRect, on canvas: Canvas) {
        for (spread, alpha) in [(1.5, 0.06), (0.75, 0.08)] as [(CGFloat, Double)] {
            let shadow = rect.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 1.5)
            shapes.paint(.circle, style: ShapeStyle(mode: .fill, lineWidth: 0, color: RGBAColor(0, 0, 0, alpha: alpha)), in: shadow, on: canvas)
        }
        shapes.paint(.circle, style: ShapeStyle(mode: .fill, lineWidth: 0, color: RGBAColor(255, 255, 255)), in: rect, on: canvas)
    }
}
