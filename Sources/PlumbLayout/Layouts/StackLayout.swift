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

    /// Each child's answer for `proposal` and what it was proposed, into `pass` (§3.1 steps 2–3). The arrays are
    /// moved out of the pass while they are filled, so that each is uniquely referenced and written in place.
    private func childSizes<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, totalGap: CGFloat, into pass: StackPass) {
        let count = children.count
        let minor = proposal[axis.other]
        var sizes = emptied(&pass.sizes), proposals = emptied(&pass.proposals)
        defer { (pass.sizes, pass.proposals) = (sizes, proposals) }
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for index in 0..<count { sizes.append(children.size(index, offer)) }
            proposals.append(contentsOf: repeatElement(offer, count: count))
            return
        }
        sizes.append(contentsOf: repeatElement(.zero, count: count))
        proposals.append(contentsOf: repeatElement(.unspecified, count: count))
        let minimumOffer = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let maximumOffer = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        var minimum = emptied(&pass.minimum), flexibility = emptied(&pass.flexibility), priority = emptied(&pass.priority)
        var order = emptied(&pass.order)
        defer { (pass.minimum, pass.flexibility, pass.priority, pass.order) = (minimum, flexibility, priority, order) }
        for index in 0..<count {
            priority.append(children.priority(index))
            let least = children.size(index, minimumOffer)[axis]
            minimum.append(least)
            flexibility.append(children.size(index, maximumOffer)[axis] - least)
        }
        StackLayout.sizingOrder(priority: priority, minimum: minimum, flexibility: flexibility, into: &order)
        var available = major - totalGap
        // Every group but the first starts with the minima of the groups after it reserved.
        var groupStart = 0
        var reservedBelow: CGFloat = 0
        let first = Int(order[0])
        for index in order where priority[Int(index)] < priority[first] { reservedBelow += minimum[Int(index)] }
        available -= reservedBelow
        while groupStart < count {
            let groupPriority = priority[Int(order[groupStart])]
            var groupEnd = groupStart
            while groupEnd < count && priority[Int(order[groupEnd])] == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd { available += minimum[Int(order[position])] }
            }
            for position in groupStart..<groupEnd {
                let index = Int(order[position])
                let remaining = CGFloat(groupEnd - position)
                let offer = ProposedViewSize(major: Swift.max(available / remaining, 0), minor: minor, axis: axis)
                let size = children.size(index, offer)
                sizes[index] = size
                proposals[index] = offer
                available -= size[axis]
            }
            groupStart = groupEnd
        }
    }

    /// The order children are offered space in: priority descending, then flexibility ascending; two infinitely
    /// flexible children put the larger minimum first; equal ones keep declaration order (§3.1).
    static func sizingOrder(priority: [Double], minimum: [CGFloat], flexibility: [CGFloat], into order: inout [Int32]) {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite { return minimum[a] > minimum[b] }
            return fa < fb
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: 0..<Int32(priority.count))
        // Insertion sort: stable, and linear for the common already-ordered case.
        for i in 1..<Swift.max(order.count, 1) {
            let item = order[i]
            var j = i
            while j > 0 && precedes(Int(item), Int(order[j - 1])) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
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

    /// The children's answers to `proposal` and the stack's size from them, into `pass`, whose storage is reused
    /// (§3.1 steps 2–4).
    func pass<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, into pass: StackPass) {
        guard children.count > 0 else {
            pass.sizes.removeAll(keepingCapacity: true)
            pass.proposals.removeAll(keepingCapacity: true)
            pass.minorExtent = (0, 0)
            pass.size = .zero
            return
        }
        let gaps = children.gaps(in: self)
        childSizes(proposal, children, totalGap: gaps.reduce(0, +), into: pass)
        let sizes = pass.sizes
        let minorExtent = minorUnion(sizes, children)
        var major: CGFloat = 0
        for index in sizes.indices {
            major += sizes[index][axis]
            if index < gaps.count { major += gaps[index] }
        }
        pass.minorExtent = minorExtent
        pass.size = CGSize(major: major, minor: minorExtent.upper - minorExtent.lower, axis: axis)
    }

    func sizeThatFits<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        let result = StackPass()
        pass(proposal, children, into: result)
        return result.size
    }

    /// Turns the pass that sized the stack for `proposal` into the one it is placed with (§3.2): a `nil` minor axis
    /// is replaced by the stack's own minor size, and the children are asked again unless their answers cannot
    /// depend on it.
    func placing<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, _ pass: StackPass) {
        guard children.count > 0, proposal[axis.other] == nil else { return }
        let minor = pass.minorExtent.upper - pass.minorExtent.lower
        if children.answersDepend(on: axis.other) {
            var placing = proposal
            placing[axis.other] = minor
            self.pass(placing, children, into: pass)
        } else {
            var proposals = emptied(&pass.proposals, keepingElements: true)
            for index in proposals.indices { proposals[index][axis.other] = minor }
            pass.proposals = proposals
        }
    }

    /// Each child's origin in a placing pass, in order: the children sit side by side with their gaps, each with its
    /// guide on the stack's alignment line (§3.1 step 5).
    func forEachOrigin<C: LayoutChildren>(_ pass: StackPass, _ children: C, _ body: (Int, CGPoint) -> Void) {
        let gaps = children.gaps(in: self)
        let sizes = pass.sizes, lower = pass.minorExtent.lower
        var major: CGFloat = 0
        for index in sizes.indices {
            let guide = children.guide(index, alignment, sizes[index])
            body(index, CGPoint(major: major, minor: -guide - lower, axis: axis))
            major += sizes[index][axis]
            if index < gaps.count { major += gaps[index] }
        }
    }

    /// Sizes and places the children for `proposal`.
    func placements<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> ChildPlacements {
        guard children.count > 0 else {
            return ChildPlacements(size: .zero, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil))
        }
        let pass = StackPass()
        self.pass(proposal, children, into: pass)
        placing(proposal, children, pass)
        var origins = [CGPoint](repeating: .zero, count: children.count)
        forEachOrigin(pass, children) { origins[$0] = $1 }
        let line = -pass.minorExtent.lower
        return ChildPlacements(
            size: pass.size, origins: origins, proposals: pass.proposals, sizes: pass.sizes,
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

/// A stack's children's answers to one proposal and its size from them: what sizing computes and placing starts
/// from. A reference, solved in place, whose arrays — the algorithm's working arrays too — keep their storage, so
/// that a kept pass is solved again without allocating. The engine never hands it out, so its arrays are not
/// checked for exclusive access at run time.
final class StackPass {
    @exclusivity(unchecked) var sizes: [CGSize] = []
    @exclusivity(unchecked) var proposals: [ProposedViewSize] = []
    /// The union of the children's minor extents, each child's origin at minus its guide value.
    @exclusivity(unchecked) var minorExtent: (lower: CGFloat, upper: CGFloat) = (0, 0)
    @exclusivity(unchecked) var size: CGSize = .zero

    // Working storage of `StackLayout.childSizes`.
    @exclusivity(unchecked) var minimum: [CGFloat] = []
    @exclusivity(unchecked) var flexibility: [CGFloat] = []
    @exclusivity(unchecked) var priority: [Double] = []
    @exclusivity(unchecked) var order: [Int32] = []
}

/// Moves an array out of `storage`, leaving it empty: the array moved out is uniquely referenced, so that filling it
/// again reuses its storage.
@inline(__always) private func emptied<Element>(_ storage: inout [Element], keepingElements: Bool = false) -> [Element] {
    var array: [Element] = []
    swap(&array, &storage)
    if !keepingElements { array.removeAll(keepingCapacity: true) }
    return array
}

extension CGPoint {
    @inlinable init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
