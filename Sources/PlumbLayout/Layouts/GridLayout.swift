import Foundation

/// `Grid` (iOS 16), after Apple's documentation of `Grid`, `GridRow` and the grid cell modifiers
/// (developer.apple.com/documentation/swiftui/grid):
///
/// * Each `GridRow`'s views are successive cells; "the grid's column count grows to handle the row with the largest
///   number of columns", shorter rows get empty trailing cells. `gridCellColumns(n)` makes a cell span n columns
///   (1 to 10,000); a view placed in the grid outside a `GridRow` "create[s] a row that spans all of the grid's
///   columns".
/// * Column widths and row heights are shared out like an HStack's and a VStack's children (`GridTracks`): the
///   columns from the widths of the cells in one column (proposed no height), widened for the cells spanning
///   several where those need more, then the rows from the cells' heights, each cell proposed the width of the
///   columns it spans. The grid is as large as its tracks and gaps.
/// * Every cell is proposed its cell's size (the columns it spans and its row), unsized axes included.
/// * Alignment: "The grid moves the contents of each cell in a row in the y direction until the specified
///   `VerticalAlignment` guide of each view in the row aligns with the same guide of all the other views in the row.
///   Similarly, the grid aligns the `HorizontalAlignment` guides of views in a column" (`gridCellAnchor(_:)` docs).
///   A row's guide is `GridRow(alignment:)`'s, else the grid's; a column's is the first `gridColumnAlignment` in it,
///   else the grid's. The common line of a track sits where the guide's unit point puts the aligned views' envelope
///   in the track (so `.center` centres, `.trailing` aligns the trailing edges with the column's).
/// * A cell with `gridCellAnchor(p)`, and a cell spanning several columns, uses anchor alignment: p of the view meets
///   p of the cell; a spanning cell's p is the unit point equivalent of the row's and grid's guides ("the grid
///   automatically converts its vertical and horizontal alignment guides to the unit point equivalent for the merged
///   cell"), taken as each guide's default value in a 1×1 view.
struct GridLayout {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    /// The grid's rows in order; their cells, in order, are the layout's children.
    var rows: [Row]

    struct Row {
        /// `GridRow(alignment:)`.
        var alignment: AlignmentKey?
        var cells: [CellTraits]
        /// A view outside a `GridRow`: one cell spanning every column.
        var spansAllColumns = false
    }

    /// The grid cell modifiers on one cell.
    struct CellTraits {
        var columns = 1
        var columnAlignment: AlignmentKey?
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set = []
    }

    /// A cell in place: its row, its columns, and its anchor when it uses anchor alignment.
    struct Cell {
        var row: Int
        var columns: GridSpan
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set
        var columnAlignment: AlignmentKey?
    }

    /// The most columns a cell spans: `gridCellColumns(1_000_000_000)` made a grid of a billion columns, whose
    /// tracks took gigabytes.
    static let maximumSpan = 10_000

    /// The columns a cell spans: its `gridCellColumns`, from 1 to ``maximumSpan``.
    private static func span(_ traits: CellTraits) -> Int {
        Swift.min(Swift.max(1, traits.columns), maximumSpan)
    }

    /// The cells in child order, and the number of columns.
    func cells() -> (cells: [Cell], columnCount: Int) {
        let columnCount = Swift.max(1, rows.filter { !$0.spansAllColumns }.map { $0.cells.reduce(0) { $0 + Self.span($1) } }.max() ?? 0)
        var cells: [Cell] = []
        for (index, row) in rows.enumerated() {
            let merged = UnitPoint(x: unitFraction(alignment.horizontal.key), y: unitFraction(row.alignment ?? alignment.vertical.key))
            var column = 0
            for traits in row.cells {
                let count = row.spansAllColumns ? columnCount : Self.span(traits)
                let span = GridSpan(first: column, count: count, isSized: !traits.unsizedAxes.contains(.horizontal))
                cells.append(Cell(row: index, columns: span, anchor: traits.anchor ?? (count > 1 ? merged : nil),
                                  unsizedAxes: traits.unsizedAxes, columnAlignment: traits.columnAlignment))
                column += count
            }
        }
        return (cells, columnCount)
    }

    /// A guide's unit point equivalent: its default value in a 1×1 view.
    private func unitFraction(_ key: AlignmentKey) -> CGFloat {
        key.defaultValue(in: CGSize(width: 1, height: 1))
    }

    /// The columns' and rows' origins and lengths for `proposal`, and each cell's frame.
    struct Tracks {
        var columns: ChildPlacements
        var rows: ChildPlacements
        var frames: [CGRect]

        /// The grid's size: its columns' width and its rows' height, with the gaps.
        var size: CGSize { CGSize(width: columns.size.width, height: rows.size.height) }
    }

    private func tracks<C: LayoutChildren>(_ proposal: ProposedViewSize, _ cells: [Cell], columnCount: Int, _ children: C) -> Tracks {
        let columnTracks = GridTracks(
            axis: .horizontal, count: columnCount, spans: cells.map(\.columns), across: Array(repeating: nil, count: cells.count), children)
        let columns = columnTracks.widened(
            StackLayout(axis: .horizontal, alignment: VerticalAlignment.top.key, spacing: horizontalSpacing)
                .placements(ProposedViewSize(width: proposal.width, height: nil), columnTracks),
            for: cells.indices, offer: proposal.width)
        let widths = cells.map { cell in
            let last = cell.columns.first + cell.columns.count - 1
            return columns.origins[last].x + columns.sizes[last].width - columns.origins[cell.columns.first].x
        }
        let rowTracks = GridTracks(
            axis: .vertical, count: rows.count,
            spans: cells.map { .init(first: $0.row, count: 1, isSized: !$0.unsizedAxes.contains(.vertical)) }, across: widths, children)
        let rows = StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: verticalSpacing)
            .placements(ProposedViewSize(width: nil, height: proposal.height), rowTracks)
        let frames = cells.indices.map { index in
            CGRect(x: columns.origins[cells[index].columns.first].x, y: rows.origins[cells[index].row].y,
                   width: widths[index], height: rows.sizes[cells[index].row].height)
        }
        return Tracks(columns: columns, rows: rows, frames: frames)
    }

    /// The tracks the grid sizes itself by for `proposal` (``Tracks/size``); `nil` for a grid without rows, 0 × 0.
    func tracks<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> Tracks? {
        guard !rows.isEmpty else { return nil }
        let (cells, columnCount) = cells()
        return tracks(proposal, cells, columnCount: columnCount, children)
    }

    /// Each cell's placement in the grid's coordinates, proposed its cell's size, and each row's frame.
    func placements<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> (cells: ChildPlacements, rows: [CGRect]) {
        guard !rows.isEmpty else {
            return (ChildPlacements(size: .zero, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil)), [])
        }
        let (cells, columnCount) = cells()
        let tracks = tracks(proposal, cells, columnCount: columnCount, children)
        let size = tracks.size
        let proposals = tracks.frames.map { ProposedViewSize($0.size) }
        let sizes = cells.indices.map { children.size($0, proposals[$0]) }
        var origins = cells.indices.map { index in
            let frame = tracks.frames[index], anchor = cells[index].anchor ?? .zero
            return CGPoint(x: frame.minX + anchor.x * (frame.width - sizes[index].width),
                           y: frame.minY + anchor.y * (frame.height - sizes[index].height))
        }
        let guided = cells.indices.filter { cells[$0].anchor == nil }
        for column in 0..<columnCount {
            let key = cells.first { $0.columns.first == column && $0.columnAlignment != nil }?.columnAlignment ?? alignment.horizontal.key
            let members = guided.filter { cells[$0].columns.first == column }
            align(members, on: key, start: tracks.columns.origins[column].x, length: tracks.columns.sizes[column].width,
                  sizes, children, &origins)
        }
        for (index, row) in rows.enumerated() {
            let members = guided.filter { cells[$0].row == index }
            align(members, on: row.alignment ?? alignment.vertical.key, start: tracks.rows.origins[index].y,
                  length: tracks.rows.sizes[index].height, sizes, children, &origins)
        }
        let rowFrames = rows.indices.map {
            CGRect(x: 0, y: tracks.rows.origins[$0].y, width: size.width, height: tracks.rows.sizes[$0].height)
        }
        return (ChildPlacements(size: size, origins: origins, proposals: proposals, sizes: sizes, alignmentLines: (nil, nil)), rowFrames)
    }

    /// Puts the `key` guides of a column's or row's cells on one line, where the guide's unit point puts their
    /// envelope in the track.
    private func align<C: LayoutChildren>(
        _ members: [Int], on key: AlignmentKey, start: CGFloat, length: CGFloat, _ sizes: [CGSize], _ children: C, _ origins: inout [CGPoint]
    ) {
        guard !members.isEmpty else { return }
        let guides = members.map { children.guide($0, key, sizes[$0]) }
        let before = guides.max()!
        let after = zip(members, guides).map { sizes[$0][key.axis] - $1 }.max()!
        let line = before + (length - before - after) * unitFraction(key)
        for (member, guide) in zip(members, guides) { origins[member][key.axis] = start + line - guide }
    }
}
