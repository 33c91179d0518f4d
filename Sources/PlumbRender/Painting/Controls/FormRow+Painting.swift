import CCairo
import Foundation
import PlumbContent
import PlumbLayout

/// An inset-grouped row: a run of rows forms a card with rounded outer corners, and a hairline separator runs
/// below each row but the last from 16 points inside its leading edge.
extension FormRow: PaintedControl {
    /// The corner radius of an inset-grouped section.
    static let sectionCornerRadius: CGFloat = 10
    /// Where a row's separator starts, from the row's leading edge.
    static let separatorInset: CGFloat = 16

    func paint(with painter: ControlPainter) {
        let frame = painter.frame, canvas = painter.canvas, row = painter.row
        paintCard(in: canvas.snapped(frame), with: painter)
        guard !row.isLast else { return }
        let hairline = 1 / canvas.scale
        let line = CGRect(x: frame.minX + Self.separatorInset, y: frame.maxY - hairline, width: frame.width - Self.separatorInset, height: hairline)
        canvas.fill(canvas.snapped(line), with: painter.palette.separator)
    }

    var disabledLook: DisabledControlLook { .unchanged }

    /// The row's part of the card: the card's rounded corners only at the run's first and last rows.
    private func paintCard(in rect: CGRect, with painter: ControlPainter) {
        let radius = Self.sectionCornerRadius, row = painter.row, canvas = painter.canvas
        let card = CGRect(
            x: rect.minX, y: row.isFirst ? rect.minY : rect.minY - radius,
            width: rect.width, height: rect.height + (row.isFirst ? 0 : radius) + (row.isLast ? 0 : radius))
        canvas.isolated {
            ShapeOutline(shape: .rectangle, rect: rect).add(to: canvas.context)
            cairo_clip(canvas.context)
            ShapeStyle(mode: .fill, lineWidth: 0, color: painter.palette.groupedRowBackground)
                .paint(.roundedRectangle(cornerRadius: radius, style: .continuous), in: card, on: canvas.context)
        }
    }
}
