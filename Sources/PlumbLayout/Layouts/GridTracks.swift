import Foundation

/// The columns (or rows) of a `Grid` as the children of a stack along that axis, so that a grid shares out its
/// width and its height exactly as an HStack and a VStack do (SEMANTICS §3.1): the least flexible track first, each
/// offered an equal share of what is left. Apple's Grid documentation: "The grid sets the width of all the cells in
/// a column to match the needs of column's widest cell … The other columns, which contain flexible Color views,
/// share the remaining horizontal space offered by the grid's parent view equally. Similarly, the tallest cell in a
/// row sets the height of the entire row."
///
/// A track's answer to a length is the largest of its cells' answers to it. A cell spanning k tracks is asked with
/// k times the length plus the gaps between them, and takes an equal share of its answer less the gaps in each
/// track: a `Divider` spanning every column makes each column flexible, so the grid "fills the width of the display,
/// expanding all the other cells to match" (`gridCellUnsizedAxes(_:)` docs). A cell unsized on the axis
/// (`gridCellUnsizedAxes`) is left out. Across the axis a cell is proposed `across` (nil for columns, the cell's
/// width for rows). The gap after a track is the grid's spacing, or — `nil` — the distance between the union of
/// the spacing preferences of the cells in the track and that of the next track, as between two stack children
/// (§3.4). A track's priority is the highest of its cells'.
struct GridTracks<Children: LayoutChildren>: LayoutChildren {
    let axis: Axis
    let count: Int
    let children: Children
    let spans: [GridSpan]
    let across: [CGFloat?]
    /// The cells lying in each track.
    private let members: [[Int]]
    /// The gap after each track but the last.
    private var gaps: [CGFloat] = []

    init(axis: Axis, count: Int, spacing: CGFloat?, spans: [GridSpan], across: [CGFloat?], _ children: Children) {
        self.axis = axis
        self.count = count
        self.children = children
        self.spans = spans
        self.across = across
        var members = [[Int]](repeating: [], count: count)
        for (cell, span) in spans.enumerated() {
            for track in span.first..<(span.first + span.count) { members[track].append(cell) }
        }
        self.members = members
        if count > 1 {
            gaps = (0..<(count - 1)).map { spacing ?? self.spacing($0).distance(to: self.spacing($0 + 1), along: axis) }
        }
    }

    /// The sum of the gaps inside a cell's span.
    private func innerGaps(_ span: GridSpan) -> CGFloat {
        (span.first..<(span.first + span.count - 1)).reduce(0) { $0 + gaps[$1] }
    }

    func size(_ track: Int, _ proposal: ProposedViewSize) -> CGSize {
        let offer = proposal[axis]
        var length: CGFloat = 0
        for cell in members[track] where spans[cell].isSized {
            let span = spans[cell]
            let gaps = innerGaps(span)
            let cellOffer = offer.map { $0 * CGFloat(span.count) + gaps }
            let answer = children.size(cell, ProposedViewSize(major: cellOffer, minor: across[cell], axis: axis))[axis]
            length = Swift.max(length, (answer - gaps) / CGFloat(span.count))
        }
        return CGSize(major: length, minor: 0, axis: axis)
    }

    func priority(_ track: Int) -> Double {
        members[track].map { children.priority($0) }.max() ?? 0
    }

    func spacing(_ track: Int) -> ViewSpacing {
        var value = ViewSpacing()
        for cell in members[track] { value.formUnion(children.spacing(cell), edges: .all) }
        return value
    }

    func guide(_ track: Int, _ key: AlignmentKey, _ size: CGSize) -> CGFloat { 0 }

    /// A track's length never depends on what is proposed across it.
    func answersDepend(on axis: Axis) -> Bool { axis == self.axis }
}

/// Where a grid cell lies along one axis: its first track and how many it covers.
struct GridSpan {
    var first: Int
    var count: Int
    /// Whether the cell sizes its tracks (it is not unsized on the axis).
    var isSized: Bool
}
