import Foundation

/// The columns (or rows) of a `Grid` as the children of a stack along that axis, so that a grid shares out its
/// width and its height exactly as an HStack and a VStack do (SEMANTICS §3.1): the least flexible track first, each
/// offered an equal share of what is left. Apple's Grid documentation: "The grid sets the width of all the cells in
/// a column to match the needs of column's widest cell … The other columns, which contain flexible Color views,
/// share the remaining horizontal space offered by the grid's parent view equally. Similarly, the tallest cell in a
/// row sets the height of the entire row."
///
/// A track's answer to a length is the largest of its answers of the cells lying in it alone; a cell spanning several
/// tracks, or unsized on the axis (`gridCellUnsizedAxes`), is left out — spanning cells then widen the tracks they
/// span (``widened(_:for:offer:)``). Across the axis a cell is proposed `across` (nil for columns, the cell's width
/// for rows). The gap after a track is the grid's spacing, or — `nil` — the distance between the union of the
/// spacing preferences of the cells in the track (spanning ones too) and that of the next track, as between two
/// stack children (§3.4). A track's priority is the highest of its cells'.
struct GridTracks<Children: LayoutChildren>: LayoutChildren {
    let axis: Axis
    let count: Int
    let children: Children
    let spans: [GridSpan]
    let across: [CGFloat?]
    /// The cells lying in each track.
    private let members: [[Int]]

    init(axis: Axis, count: Int, spans: [GridSpan], across: [CGFloat?], _ children: Children) {
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
    }

    func size(_ track: Int, _ proposal: ProposedViewSize) -> CGSize {
        var length: CGFloat = 0
        for cell in members[track] where spans[cell].isSized && spans[cell].count == 1 {
            let answer = children.size(cell, ProposedViewSize(major: proposal[axis], minor: across[cell], axis: axis))
            length = Swift.max(length, answer[axis])
        }
        return CGSize(major: length, minor: 0, axis: axis)
    }

    /// The tracks `placements` (the stack's) with room made for the cells spanning several of them, narrowest span
    /// first: a cell is offered what the grid's offer leaves beside the other tracks, and when it answers more than
    /// its tracks and the gaps between them, each of them grows by an equal share of the excess (later tracks
    /// move along). So a `Divider` between rows of fixed cells widens every column alike until the grid fills what it
    /// is offered — "the grid fills the width of the display, expanding all the other cells to match"
    /// (`gridCellUnsizedAxes(_:)` docs) — while beside a flexible column that already fills it (the leaderboard's
    /// `ProgressView`, WWDC22 "Compose custom layouts with SwiftUI") it changes nothing.
    func widened(_ placements: ChildPlacements, for cells: Range<Int>, offer: CGFloat?) -> ChildPlacements {
        var placements = placements
        let spanning = cells.filter { spans[$0].isSized && spans[$0].count > 1 }.sorted { spans[$0].count < spans[$1].count }
        for cell in spanning {
            let first = spans[cell].first, last = first + spans[cell].count - 1
            let spanned = placements.origins[last][axis] + placements.sizes[last][axis] - placements.origins[first][axis]
            let cellOffer = offer.map { $0 - (placements.size[axis] - spanned) }
            let answer = children.size(cell, ProposedViewSize(major: cellOffer, minor: across[cell], axis: axis))[axis]
            guard answer > spanned else { continue }
            let share = (answer - spanned) / CGFloat(spans[cell].count)
            for track in first..<count {
                placements.origins[track][axis] += share * CGFloat(Swift.min(track - first, spans[cell].count))
                if track <= last { placements.sizes[track][axis] += share }
            }
            placements.size[axis] += answer - spanned
        }
        return placements
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
