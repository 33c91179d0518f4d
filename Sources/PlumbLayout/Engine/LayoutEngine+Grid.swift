import Foundation

extension LayoutEngine {
    /// A `Grid`'s layout and its cells in order: the children of its `GridRow`s, and each view outside a row.
    func grid(_ node: Int32) -> (layout: GridLayout, cells: NodeListChildren) {
        guard case .grid(let alignment, let horizontalSpacing, let verticalSpacing) = kinds[Int(node)] else { preconditionFailure("not a grid") }
        var rows: [GridLayout.Row] = []
        var cells: [Int32] = []
        for child in children(of: node) {
            if case .gridRow(let rowAlignment) = kinds[Int(child)] {
                let rowCells = children(of: child)
                rows.append(GridLayout.Row(alignment: rowAlignment, cells: rowCells.map(gridCellTraits)))
                cells += rowCells
            } else {
                rows.append(GridLayout.Row(alignment: nil, cells: [gridCellTraits(child)], spansAllColumns: true))
                cells.append(child)
            }
        }
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: rows)
        return (layout, NodeListChildren(engine: self, parent: node, nodes: cells))
    }

    /// The grid cell traits on a cell's modifier chain, the outermost of each kind.
    private func gridCellTraits(_ cell: Int32) -> GridLayout.CellTraits {
        var traits = GridLayout.CellTraits()
        for node in modifierChain(cell).reversed() {
            guard case .gridCell(let trait) = kinds[Int(node)] else { continue }
            switch trait {
            case .columns(let count): traits.columns = count
            case .columnAlignment(let key): traits.columnAlignment = key
            case .anchor(let point): traits.anchor = point
            case .unsizedAxes(let axes): traits.unsizedAxes = axes
            case .sectionHeaderOrFooter: break
            }
        }
        return traits
    }

    /// A lazy grid's layout, with the children that take a line of their own (a section's header or footer).
    func lazyGrid(_ node: Int32) -> LazyGridLayout {
        guard case .lazyGrid(let axis, let items, let alignment, let spacing) = kinds[Int(node)] else { preconditionFailure("not a lazy grid") }
        let spanning = children(of: node).map { child in
            modifierChain(child).contains { if case .gridCell(.sectionHeaderOrFooter) = kinds[Int($0)] { true } else { false } }
        }
        return LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing, spansLine: spanning)
    }

    /// Places a grid's rows at their frames, proposed their sizes, and each cell in its row (a view outside a row
    /// in the grid), proposed its cell's size. A row's cells are placed whenever the grid is: their columns depend
    /// on the other rows.
    func placeGridChildren(_ node: Int32, proposal: ProposedViewSize) {
        let (layout, cells) = grid(node)
        let placements = layout.placements(proposal, cells)
        let spans = trace == nil ? [] : layout.cells().cells
        var index = 0
        func placeCell(_ cell: Int32, in row: CGPoint) {
            if let trace {
                let span = spans[index].columns
                trace.offered(cell, placements.cells.proposals[index], by: .gridCell(columns: span.first..<(span.first + span.count), row: spans[index].row))
            }
            place(cell, proposal: placements.cells.proposals[index], at: placements.cells.origins[index] - row, size: placements.cells.sizes[index])
            index += 1
        }
        for (rowIndex, child) in children(of: node).enumerated() {
            guard case .gridRow = kinds[Int(child)] else {
                placeCell(child, in: .zero)
                continue
            }
            let frame = placements.rows[rowIndex]
            trace?.offered(child, ProposedViewSize(frame.size), by: .gridRow(row: rowIndex))
            place(child, proposal: ProposedViewSize(frame.size), at: frame.origin, size: frame.size)
            for cell in children(of: child) { placeCell(cell, in: frame.origin) }
        }
    }
}
