import Foundation

/// `LazyVGrid` (grows along `.vertical`, its `GridItem`s are columns) and `LazyHGrid` (along `.horizontal`, its
/// items are rows). Plumb lays out every item: a still picture has no laziness to model. The rules, across the
/// growth axis, are objc.io's "SwiftUI's Grid Views" (objc.io/blog/2020/11/23/grid-layout, reimplemented and
/// compared with SwiftUI on screen in Swift Talk 237–238) and Apple's `GridItem.Size` documentation:
///
/// * The gap after an item is its `spacing`, 8 when `nil`. The grid subtracts them and the `fixed` items' lengths
///   from its length; then, in order, each other item gets what is left divided by the number of items left:
///   `flexible` clamped to its minimum and maximum ("the size of the grid with spacing and inflexible items removed,
///   divided by the number of flexible items, clamped to the provided bounds"), `adaptive` unclamped — its minimum
///   only decides how many views fit in it: k = max(1, ⌊(share + spacing) / (minimum + spacing)⌋) views of
///   (share − (k − 1) · spacing) / k, at most `maximum` (objc.io: a fixed 70 and an adaptive 40 in 200 give 70, 57,
///   57; a flexible(minimum: 140) and an adaptive(minimum: 70) give 140 and 52).
/// * The grid takes the larger of its proposal (10 when `nil`) and its items' total across the growth axis; the
///   items sit at the start of that length when they overflow it, else where the grid's `alignment` puts them.
///   Placing, the grid works the items out again from its final length (objc.io's third quiz: flexible(minimum: 50)
///   and flexible(minimum: 120) in a 200 frame are sized 96 and 120, so the grid is 224 wide, then drawn 108 and 120).
/// * Views fill the cells in order, a line at a time. A line is as long as its longest view proposed the cell's
///   length across and nothing along (`nil`); lines are `spacing` apart (8 when `nil`). Each view is proposed its
///   cell and aligned in it by its item's `alignment`, else the grid's alignment across and the centre along.
/// * A `Section`'s header or footer (`spansLine`) takes a line of its own, proposed the grid's length across and
///   aligned by the grid's alignment; the views after it start a new line.
struct LazyGridLayout {
    /// The axis the grid grows along.
    var axis: Axis
    var items: [GridItem]
    /// The guide across the growth axis (`HorizontalAlignment` for a `LazyVGrid`).
    var alignment: AlignmentKey
    var spacing: CGFloat?
    /// For each child, whether it takes a line of its own (empty: none does).
    var spansLine: [Bool] = []

    /// A line of the grid: views filling the cells, or one view across the grid.
    enum Line {
        case cells(Range<Int>)
        case across(Int)
    }

    /// The default spacing between items and between lines.
    static let defaultSpacing: CGFloat = 8

    /// One cell column (of a `LazyVGrid`) or row (of a `LazyHGrid`): where it starts across the growth axis, its
    /// length, and how views sit in it.
    struct Track {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    /// The default alignment of a view in its cell.
    private var cellAlignment: Alignment {
        axis == .vertical
            ? Alignment(horizontal: HorizontalAlignment(key: alignment), vertical: .center)
            : Alignment(horizontal: .center, vertical: VerticalAlignment(key: alignment))
    }

    /// The tracks across a length, and the length they take with their gaps.
    func tracks(in length: CGFloat) -> (tracks: [Track], extent: CGFloat) {
        let gaps = items.map { $0.spacing ?? Self.defaultSpacing }
        var available = length - gaps.dropLast().reduce(0, +)
        var lengths = items.map { item -> CGFloat? in
            guard case .fixed(let fixed) = item.size else { return nil }
            available -= fixed
            return fixed
        }
        var remaining = lengths.filter { $0 == nil }.count
        for index in items.indices where lengths[index] == nil {
            let share = available / CGFloat(remaining)
            if case .flexible(let minimum, let maximum) = items[index].size {
                lengths[index] = Swift.min(Swift.max(share, minimum), maximum)
            } else {
                lengths[index] = share
            }
            available -= lengths[index]!
            remaining -= 1
        }
        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let length = lengths[index]!, gap = gaps[index], alignment = item.alignment ?? cellAlignment
            if case .adaptive(let minimum, let maximum) = item.size {
                // An infinite share (a maximum query) holds one view.
                let fit = ((length + gap) / (minimum + gap)).rounded(.down)
                let count = fit.isFinite ? Swift.max(1, fit) : 1
                let viewLength = Swift.min((length - (count - 1) * gap) / count, maximum)
                for _ in 0..<Int(count) {
                    tracks.append(Track(offset: offset, length: viewLength, alignment: alignment))
                    offset += viewLength + gap
                }
                offset -= gap
            } else {
                tracks.append(Track(offset: offset, length: length, alignment: alignment))
                offset += length
            }
            if index < items.count - 1 { offset += gap }
        }
        return (tracks, offset)
    }

    /// The grid's lines, in order, for `trackCount` cells a line.
    func lines(trackCount: Int, count: Int) -> [Line] {
        var lines: [Line] = []
        var start = 0
        func closeCells(at end: Int) {
            for lineStart in stride(from: start, to: end, by: trackCount) {
                lines.append(.cells(lineStart..<Swift.min(lineStart + trackCount, end)))
            }
        }
        for child in spansLine.indices where spansLine[child] && child < count {
            closeCells(at: child)
            lines.append(.across(child))
            start = child + 1
        }
        closeCells(at: count)
        return lines
    }

    /// The lines' lengths along the growth axis: a line of cells its longest view's, proposed its cell's length
    /// across; a line across the grid its view's, proposed the grid's length across.
    private func lineLengths<C: LayoutChildren>(_ lines: [Line], _ tracks: [Track], across: CGFloat, _ children: C) -> [CGFloat] {
        lines.map { line in
            switch line {
            case .cells(let range):
                range.map { children.size($0, ProposedViewSize(major: nil, minor: tracks[$0 - range.lowerBound].length, axis: axis))[axis] }.max()!
            case .across(let child):
                children.size(child, ProposedViewSize(major: nil, minor: across, axis: axis))[axis]
            }
        }
    }

    var lineGap: CGFloat { spacing ?? Self.defaultSpacing }

    /// The grid's size for an offered length across its growth axis.
    private func size(across offered: CGFloat, extent: CGFloat, lines: [CGFloat]) -> CGSize {
        let along = lines.reduce(0, +) + CGFloat(Swift.max(lines.count - 1, 0)) * lineGap
        return CGSize(major: along, minor: Swift.max(offered, extent), axis: axis)
    }

    /// The grid's size for a proposal, with the tracks across its growth axis and the lines' lengths along it.
    struct Sizing {
        var size: CGSize
        var tracks: [Track]
        var lines: [CGFloat]
    }

    func sizing<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> Sizing {
        let across = proposal[axis.other] ?? 10
        let (tracks, extent) = tracks(in: across)
        guard !tracks.isEmpty else { return Sizing(size: size(across: across, extent: extent, lines: []), tracks: [], lines: []) }
        let lengths = lineLengths(lines(trackCount: tracks.count, count: children.count), tracks, across: Swift.max(across, extent), children)
        return Sizing(size: size(across: across, extent: extent, lines: lengths), tracks: tracks, lines: lengths)
    }

    /// The views in their cells, the items worked out again from the grid's final size.
    func placements<C: LayoutChildren>(in size: CGSize, _ children: C) -> ChildPlacements {
        let (tracks, extent) = tracks(in: size[axis.other])
        guard !tracks.isEmpty else {
            // No items: no cells to put the views in.
            let count = children.count
            return ChildPlacements(size: size, origins: Array(repeating: .zero, count: count), proposals: Array(repeating: .zero, count: count),
                                   sizes: (0..<count).map { children.size($0, .zero) }, alignmentLines: (nil, nil))
        }
        let lines = lines(trackCount: tracks.count, count: children.count)
        let lengths = lineLengths(lines, tracks, across: size[axis.other], children)
        let start = Swift.max(0, (size[axis.other] - extent) * alignment.defaultValue(in: CGSize(width: 1, height: 1)))
        let count = children.count
        var placements = ChildPlacements(
            size: size, origins: Array(repeating: .zero, count: count), proposals: Array(repeating: .zero, count: count),
            sizes: Array(repeating: .zero, count: count), alignmentLines: (nil, nil)
        )
        func place(_ child: Int, in cell: CGSize, alignment: Alignment, at offset: CGPoint) {
            let childSize = children.size(child, ProposedViewSize(cell))
            placements.origins[child] = alignedOrigin(of: childSize, in: cell, alignment: alignment) { children.guide(child, $0, $1) } + offset
            placements.proposals[child] = ProposedViewSize(cell)
            placements.sizes[child] = childSize
        }
        var lineStart: CGFloat = 0
        for (line, length) in zip(lines, lengths) {
            switch line {
            case .cells(let range):
                for child in range {
                    let track = tracks[child - range.lowerBound]
                    place(child, in: CGSize(major: length, minor: track.length, axis: axis), alignment: track.alignment,
                          at: CGPoint(major: lineStart, minor: start + track.offset, axis: axis))
                }
            case .across(let child):
                place(child, in: CGSize(major: length, minor: size[axis.other], axis: axis), alignment: cellAlignment,
                      at: CGPoint(major: lineStart, minor: 0, axis: axis))
            }
            lineStart += length + lineGap
        }
        return placements
    }
}
