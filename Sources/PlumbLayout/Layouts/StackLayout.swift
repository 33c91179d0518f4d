import Foundation

/// HStack / VStack (SEMANTICS §3): children share the major axis by priority groups and flexibility, sit side by
/// side with their spacing, and align on the minor axis by `alignment`.
struct StackLayout {
    var axis: Axis
    var alignment: AlignmentKey
    /// The uniform spacing, or `nil` for each pair's default distance (§3.4).
    var spacing: CGFloat?

    /// The gaps between consecutive children.
    func gaps<C: LayoutChildren>(_ children: C) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(children.count - 1)
        var previous = children.spacing(0)
        for index in 1..<children.count {
            let next = children.spacing(index)
            gaps.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return gaps
    }

    /// Each child's answer for `proposal` (§3.1 steps 2–3).
    func childSizes<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, totalGap: CGFloat) -> (sizes: [CGSize], proposals: [ProposedViewSize]) {
        let count = children.count
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
            return ((0..<count).map { children.size($0, offer) }, Array(repeating: offer, count: count))
        }
        var sizes = [CGSize](repeating: .zero, count: count)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        let minimumOffer = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let maximumOffer = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priority = [Double](repeating: 0, count: count)
        for index in 0..<count {
            priority[index] = children.priority(index)
            minimum[index] = children.size(index, minimumOffer)[axis]
            flexibility[index] = children.size(index, maximumOffer)[axis] - minimum[index]
        }
        let order = StackLayout.sizingOrder(priority: priority, minimum: minimum, flexibility: flexibility)
        var available = major - totalGap
        // Every group but the first starts with the minima of the groups after it reserved.
        var groupStart = 0
        var reservedBelow: CGFloat = 0
        for index in order where priority[index] < priority[order[0]] { reservedBelow += minimum[index] }
        available -= reservedBelow
        while groupStart < count {
            let groupPriority = priority[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < count && priority[order[groupEnd]] == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd { available += minimum[order[position]] }
            }
            for position in groupStart..<groupEnd {
                let index = order[position]
                let remaining = CGFloat(groupEnd - position)
                let offer = ProposedViewSize(major: Swift.max(available / remaining, 0), minor: minor, axis: axis)
                let size = children.size(index, offer)
                sizes[index] = size
                proposals[index] = offer
                available -= size[axis]
            }
            groupStart = groupEnd
        }
        return (sizes, proposals)
    }

    /// The order children are offered space in: priority descending, then flexibility ascending; two infinitely
    /// flexible children put the larger minimum first; equal ones keep declaration order (§3.1).
    static func sizingOrder(priority: [Double], minimum: [CGFloat], flexibility: [CGFloat]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite { return minimum[a] > minimum[b] }
            return fa < fb
        }
        var order = Array(0..<priority.count)
        // Insertion sort: stable, and linear for the common already-ordered case.
        for i in 1..<Swift.max(order.count, 1) {
            let item = order[i]
            var j = i
            while j > 0 && precedes(item, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
        return order
    }

    /// The stack's own spacing preference: every child's minor-axis edges, the first child's leading edge and the
    /// last child's trailing edge; generic 0 when empty (§3.4).
    func spacingPreference<C: LayoutChildren>(_ children: C) -> ViewSpacing {
        guard children.count > 0 else { return .zero }
        let minorEdges: ViewSpacing.Edges = axis == .horizontal ? [.top, .bottom] : [.left, .right]
        var value = ViewSpacing()
        for index in 0..<children.count { value.formUnion(children.spacing(index), edges: minorEdges) }
        value.formUnion(children.spacing(0), edges: axis == .horizontal ? ViewSpacing.Edges.left : .top)
        value.formUnion(children.spacing(children.count - 1), edges: axis == .horizontal ? ViewSpacing.Edges.right : .bottom)
        return value
    }

    func sizeThatFits<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        placements(proposal, children, sizingOnly: true).size
    }

    /// Sizes and places the children for `proposal` (§3.1 steps 4–5). Placing uses the proposal the stack was sized
    /// with, with a `nil` minor axis replaced by the stack's own minor size (§3.2).
    func placements<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, sizingOnly: Bool = false) -> ChildPlacements {
        let count = children.count
        guard count > 0 else {
            return ChildPlacements(size: .zero, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil))
        }
        let gaps = children.gaps(in: self)
        let totalGap = gaps.reduce(0, +)
        var (sizes, proposals) = childSizes(proposal, children, totalGap: totalGap)
        var minorExtent = minorUnion(sizes, children)
        if !sizingOnly && proposal[axis.other] == nil {
            var placing = proposal
            placing[axis.other] = minorExtent.upper - minorExtent.lower
            (sizes, proposals) = childSizes(placing, children, totalGap: totalGap)
            minorExtent = minorUnion(sizes, children)
        }
        var origins = [CGPoint](repeating: .zero, count: sizingOnly ? 0 : count)
        var major: CGFloat = 0
        for index in 0..<count {
            if !sizingOnly {
                let guide = children.guide(index, alignment, sizes[index])
                origins[index] = CGPoint(major: major, minor: -guide - minorExtent.lower, axis: axis)
            }
            major += sizes[index][axis]
            if index < gaps.count { major += gaps[index] }
        }
        let line = -minorExtent.lower
        return ChildPlacements(
            size: CGSize(major: major, minor: minorExtent.upper - minorExtent.lower, axis: axis),
            origins: origins, proposals: proposals, sizes: sizes,
            alignmentLines: axis == .horizontal ? (nil, line) : (line, nil)
        )
    }

    /// The union of the children's minor extents, each child's origin at minus its guide value.
    private func minorUnion<C: LayoutChildren>(_ sizes: [CGSize], _ children: C) -> (lower: CGFloat, upper: CGFloat) {
        var lower = CGFloat.infinity, upper = -CGFloat.infinity
        for (index, size) in sizes.enumerated() {
            let guide = children.guide(index, alignment, size)
            lower = Swift.min(lower, -guide)
            upper = Swift.max(upper, size[axis.other] - guide)
        }
        return (lower, upper)
    }
}

extension CGPoint {
    @inlinable init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
