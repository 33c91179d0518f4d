import Foundation
import PlumbLayout

/// The synthetic trees of BENCHMARKS.md, with the leaf each one changes for the incremental phase.
struct LayoutShape {
    var name: String
    var nodes: Int
    var tree: ViewNode
    /// The node whose kind the one-leaf change swaps, tagged `.id("target")`, and its two kinds.
    var changed: ViewKind
    var original: ViewKind

    static func make(_ name: String, size: Int) -> LayoutShape? {
        if name == "rows" { return rows(size) }
        if name == "flat" { return flat(size) }
        if name == "nested" { return nested(size, depth: 12) }
        if name.hasPrefix("nested_d"), let depth = Int(name.dropFirst("nested_d".count)) { return nested(size, depth: depth, name: name) }
        return nil
    }

    private static func leaf(width: CGFloat, height: CGFloat?) -> ViewNode {
        ViewNode(.frame(width: width, height: height, alignment: .center), children: [ViewNode(.color(.gray))])
    }

    /// `VStack(spacing: 4) { rows × HStack(spacing: 4) { 10 × 20×20 leaves; Spacer() }.padding(4) }.padding(8)`.
    static func rows(_ size: Int) -> LayoutShape {
        let count = max(1, (size - 1) / 12)
        var rows: [ViewNode] = []
        for row in 0..<count {
            var leaves = (0..<10).map { _ in leaf(width: 20, height: 20) }
            if row == count / 2 { leaves[5].id = "target" }
            leaves.append(ViewNode(.spacer(minLength: nil)))
            let stack = ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 4), children: leaves)
            rows.append(ViewNode(.padding(EdgeInsets(all: 4)), children: [stack]))
        }
        let column = ViewNode(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 4), children: rows)
        return LayoutShape(
            name: "rows", nodes: count * 12 + 1, tree: ViewNode(.padding(EdgeInsets(all: 8)), children: [column]),
            changed: .frame(width: 24, height: 20, alignment: .center), original: .frame(width: 20, height: 20, alignment: .center)
        )
    }

    /// `HStack(spacing: 0) { (N − 1) × Color.gray.frame(height: 20) }`; the middle leaf gains a minimum width of 5.
    static func flat(_ size: Int) -> LayoutShape {
        var leaves = (0..<max(1, size - 1)).map { _ in ViewNode(.frame(width: nil, height: 20, alignment: .center), children: [ViewNode(.color(.gray))]) }
        leaves[leaves.count / 2].id = "target"
        let stack = ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: leaves)
        return LayoutShape(
            name: "flat", nodes: leaves.count + 1, tree: stack,
            changed: .flexFrame(FlexFrame(minWidth: 5, minHeight: 20, maxHeight: 20)),
            original: .frame(width: nil, height: 20, alignment: .center)
        )
    }

    /// Depth-`depth` tree whose level d holds about b^d nodes; stacks alternate H/V with `.padding(2)`.
    static func nested(_ size: Int, depth: Int, name: String = "nested") -> LayoutShape {
        var base = 2.0
        func total(_ b: Double) -> Int { levelCounts(b, depth).reduce(0, +) }
        var low = 1.0, high = 64.0
        for _ in 0..<60 {
            base = (low + high) / 2
            if total(base) < size { low = base } else { high = base }
        }
        let counts = levelCounts(base, depth)
        var level: [ViewNode] = (0..<counts[depth]).map { index in
            var node = ViewNode(.padding(EdgeInsets(all: 1)), children: [leaf(width: 10, height: 10)])
            if index == counts[depth] / 2 { node.children[0].id = "target" }
            return node
        }
        for d in stride(from: depth - 1, through: 0, by: -1) {
            var groups = [[ViewNode]](repeating: [], count: counts[d])
            for (index, child) in level.enumerated() { groups[index * counts[d] / counts[d + 1]].append(child) }
            level = groups.map { children in
                let axis: Axis = d % 2 == 0 ? .horizontal : .vertical
                let alignment: AlignmentKey = d % 3 == 0
                    ? (axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
                    : (axis == .horizontal ? VerticalAlignment.top.key : HorizontalAlignment.leading.key)
                return ViewNode(.padding(EdgeInsets(all: 2)), children: [ViewNode(.stack(axis: axis, alignment: alignment, spacing: nil), children: children)])
            }
        }
        return LayoutShape(
            name: name, nodes: counts.reduce(0, +), tree: level[0],
            changed: .frame(width: 14, height: 10, alignment: .center), original: .frame(width: 10, height: 10, alignment: .center)
        )
    }

    private static func levelCounts(_ base: Double, _ depth: Int) -> [Int] {
        var counts: [Int] = []
        // Capped so that the search for the base never overflows `Int` on deep trees.
        for d in 0...depth { counts.append(max(counts.last ?? 1, Int(min(pow(base, Double(d)).rounded(), 1e12)))) }
        return counts
    }
}
