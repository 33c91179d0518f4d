// FlowLayout.swift — a custom Layout that wraps its subviews into rows, each subview choosing its own anchor.
//
// A type conforming to `Layout` is a container: `FlowLayout(spacing: 8) { … }`. SwiftUI asks it two things:
// - `sizeThatFits`: how big are you for this proposal? The flow fills rows up to the proposed width and answers
//   the widest row by the sum of the row heights (plus spacing).
// - `placeSubviews`: put each subview somewhere inside `bounds` (whose origin is in the parent's space, so always
//   add `bounds.minX`/`minY`).
// Measuring every subview is the expensive part, so `makeCache` measures them once and both methods read the
// sizes from the cache.
//
// Each subview sits in a slot as wide as itself and as tall as its row. Where it sits in that slot is its own
// business: it passes a `UnitPoint` up to the layout through a `LayoutValueKey`, and the `.anchor(_:)` extension
// below makes that read like any other modifier. `subview[FlowAnchor.self]` reads it back (`.center` when the
// subview says nothing) and `place(at:anchor:proposal:)` puts that point of the subview on the same point of its
// slot: `.top` hangs from the row's top, `.bottom` stands on its bottom.

import SwiftUI

struct FlowAnchor: LayoutValueKey {
    static let defaultValue: UnitPoint = .center
}

extension View {
    /// Where this view sits in its slot of a `FlowLayout` row.
    func anchor(_ point: UnitPoint) -> some View {
        layoutValue(key: FlowAnchor.self, value: point)
    }
}

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// The subviews' indices, row by row, for rows at most `maxWidth` wide.
    func rows(_ sizes: [CGSize], maxWidth: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if rows[rows.count - 1].isEmpty {
                x = size.width
            } else if x + spacing + size.width > maxWidth {
                rows.append([])
                x = size.width
            } else {
                x += spacing + size.width
            }
            rows[rows.count - 1].append(index)
        }
        return rows
    }

    func rowWidth(_ row: [Int], _ sizes: [CGSize]) -> CGFloat {
        row.map { sizes[$0].width }.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0))
    }

    func rowHeight(_ row: [Int], _ sizes: [CGSize]) -> CGFloat {
        row.map { sizes[$0].height }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(cache.sizes, maxWidth: proposal.width ?? .infinity)
        let width = rows.map { rowWidth($0, cache.sizes) }.max() ?? 0
        let height = rows.map { rowHeight($0, cache.sizes) }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(cache.sizes, maxWidth: bounds.width) {
            let height = rowHeight(row, cache.sizes)
            var x = bounds.minX
            for index in row {
                let size = cache.sizes[index]
                let anchor = subviews[index][FlowAnchor.self]
                subviews[index].place(
                    at: CGPoint(x: x + anchor.x * size.width, y: y + anchor.y * height),
                    anchor: anchor,
                    proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += height + spacing
        }
    }
}

struct Chip: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.blue.opacity(0.2)))
    }
}

struct FlowLayoutDemo: View {
    var body: some View {
        FlowLayout(spacing: 8) {
            Chip(title: "Swift").anchor(.top).id("swift")
            RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 44, height: 60).id("tall")
            Chip(title: "Layout").anchor(.bottom).id("layout")
            Chip(title: "Protocol").id("protocol")
            Chip(title: "Flow").anchor(.top).id("flow")
            Circle().fill(Color.green).frame(width: 48, height: 48).id("circle")
            Chip(title: "Anchors").anchor(.bottom).id("anchors")
        }
        .padding(16)
        .border(Color.gray)
        .id("container")
    }
}

#Preview(traits: .fixedLayout(width: 312, height: 260)) {
    FlowLayoutDemo()
}
