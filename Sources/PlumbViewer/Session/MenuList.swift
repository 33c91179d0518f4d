import Foundation
import PlumbContent
import PlumbLayout

/// An open menu as iOS 16 draws a pull-down menu: a list 250 points wide (at most the preview's width less 8 points
/// each side) on a grey panel with 13-point corners and a soft shadow, one 44-point row an item with a checkmark
/// before the selected one, under the control it opened from with its trailing edge at the control's (above the
/// control when there is no room below), kept 8 points inside the preview.
struct MenuList {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 8
    /// Between the control and the list.
    static let gap: CGFloat = 4

    let items: [TapAction.Menu.Item]
    /// The list laid out at its place, in a node the size of the preview.
    let node: SolvedNode
    /// Each item's row, in preview coordinates.
    let rows: [CGRect]

    init(_ menu: TapAction.Menu, from control: CGRect, in preview: CGSize, measurer: TextMeasurer) {
        let items = menu.items
        self.items = items
        let width = min(Self.width, max(preview.width - 2 * Self.margin, 0))
        let height = CGFloat(items.count) * Self.rowHeight
        let x = max(Self.margin, min(control.maxX - width, preview.width - Self.margin - width))
        let below = control.maxY + Self.gap
        let above = control.minY - Self.gap - height
        let y = below + height > preview.height - Self.margin && above >= Self.margin ? above : below
        rows = items.indices.map { CGRect(x: x, y: y + CGFloat($0) * Self.rowHeight, width: width, height: Self.rowHeight) }
        let list = ViewNode(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), children: items.indices.map { index in
            Self.row(items[index], separated: index < items.count - 1)
        })
        .frame(width: width)
        .background { RoundedRectangle(cornerRadius: 13).fill(Color(named: "systemGray6")) }
        .shadow(color: Color.black.opacity(0.2), radius: 16, y: 6)
        let placed = list.padding(EdgeInsets(top: y, leading: x, bottom: 0, trailing: 0))
            .frame(width: preview.width, height: preview.height, alignment: .topLeading)
        node = LayoutEngine(measurer: measurer).solve(placed, in: preview).root
    }

    /// The item whose row holds `point`.
    func item(at point: CGPoint) -> Int? {
        rows.firstIndex { $0.contains(point) }
    }

    /// An item's row: the checkmark's column, the label on one line, a hairline under it unless it is the last.
    private static func row(_ item: TapAction.Menu.Item, separated: Bool) -> ViewNode {
        let check = item.isChecked ? Image(systemName: "checkmark").font(.body.weight(.semibold)) : Color.clear.viewNode
        let content = ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: [
            check.frame(width: 28, alignment: .leading), item.label.lineLimit(1), Spacer(minLength: 0).viewNode,
        ])
        .padding(.horizontal, 16)
        .frame(height: rowHeight)
        guard separated else { return content }
        return content.overlay(alignment: .bottom) { Rectangle().fill(Color(named: "separator")).frame(height: 0.5) }
    }
}
