import Foundation

/// HStack / VStack (SEMANTICS §3): children share the major axis by priority groups and flexibility, sit side by
/// side with their spacing, and align on the minor axis by `alignment`.
struct StackLayout {
    var axis: Axis
    var alignment: AlignmentKey
    /// The uniform spacing, or `nil` for each pair's default distance (§3.4).
    var spacing: CGFloat?

    /// The gaps between consecutive children, into `gaps` (its storage reused).
    func gaps<C: LayoutChildren>(_ children: C, into gaps: inout [CGFloat]) {
        gaps.removeAll(keepingCapacity: true)
        guard children.count > 1 else { return }
        if let spacing {
            gaps.append(contentsOf: repeatElement(spacing, count: children.count - 1))
            return
        }
        var previous = children.spacing(0)
        for index in 1..<children.count {
            let next = children.spacing(index)
            gaps.append(previous.distance(to: next, along: axis))
            previous = next
        }
    }

    /// Each child's answer for `proposal` and what it was proposed, into `pass` (§3.1 steps 2–3); a child whose
    /// record answers the question is not asked — the same question, or one that differs only on axes no child's
    /// answer depends on. The arrays are moved out of the pass while they are written, so that each is uniquely
    /// referenced and written in place.
    private func childSizes<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, totalGap: CGFloat, into pass: StackPass) {
        let count = children.count
        let minor = proposal[axis.other]
        let remembers = pass.remembers
        let majorMatters = children.answersDepend(on: axis), minorMatters = children.answersDepend(on: axis.other)
        func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool {
            (!majorMatters || a[axis] == b[axis]) && (!minorMatters || a[axis.other] == b[axis.other])
        }
        var records = taken(&pass.children), order = taken(&pass.order)
        defer { (pass.children, pass.order) = (records, order) }
        if records.count != count {
            records.removeAll(keepingCapacity: true)
            records.append(contentsOf: repeatElement(StackChild(), count: count))
        }
        let minimumOffer = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let probesStand = remembers && pass.minimumOffer.map { same($0, minimumOffer) } == true
        if proposal[axis] != nil { pass.minimumOffer = minimumOffer }
        records.withUnsafeMutableBufferPointer { records in
            func answer(_ index: Int, _ offer: ProposedViewSize) {
                if remembers && records[index].isAnswerKnown && same(records[index].proposal, offer) {
                    records[index].proposal = offer
                    return
                }
                records[index].size = children.size(index, offer)
                records[index].proposal = offer
                records[index].isAnswerKnown = true
            }
            guard let major = proposal[axis] else {
                let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
                for index in 0..<count { answer(index, offer) }
                return
            }
            let maximumOffer = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
            for index in 0..<count where !(probesStand && records[index].areProbesKnown) {
                records[index].priority = children.priority(index)
                let minimum = children.size(index, minimumOffer)[axis]
                records[index].minimum = minimum
                records[index].flexibility = children.size(index, maximumOffer)[axis] - minimum
                records[index].areProbesKnown = true
            }
            StackLayout.sizingOrder(UnsafeBufferPointer(records), into: &order)
            var available = major - totalGap
            // Every group but the first starts with the minima of the groups after it reserved.
            var groupStart = 0
            var reservedBelow: CGFloat = 0
            let topPriority = records[Int(order[0])].priority
            for index in order where records[Int(index)].priority < topPriority { reservedBelow += records[Int(index)].minimum }
            available -= reservedBelow
            while groupStart < count {
                let groupPriority = records[Int(order[groupStart])].priority
                var groupEnd = groupStart
                while groupEnd < count && records[Int(order[groupEnd])].priority == groupPriority { groupEnd += 1 }
                if groupStart > 0 {
                    for position in groupStart..<groupEnd { available += records[Int(order[position])].minimum }
                }
                for position in groupStart..<groupEnd {
                    let index = Int(order[position])
                    let remaining = CGFloat(groupEnd - position)
                    answer(index, ProposedViewSize(major: Swift.max(available / remaining, 0), minor: minor, axis: axis))
                    available -= records[index].size[axis]
                }
                groupStart = groupEnd
            }
        }
    }

    /// The child's value of the stack's guide at `size`, from its record when that has it.
    private func guide<C: LayoutChildren>(_ index: Int, _ size: CGSize, _ children: C, _ records: inout [StackChild], remembers: Bool) -> CGFloat {
        if remembers, records[index].guideSize == size { return records[index].guide }
        let value = children.guide(index, alignment, size)
        records[index].guide = value
        records[index].guideSize = size
        return value
    }

    /// The order children are offered space in: priority descending, then flexibility ascending; two infinitely
    /// flexible children put the larger minimum first; equal ones keep declaration order (§3.1).
    static func sizingOrder(_ children: UnsafeBufferPointer<StackChild>, into order: inout [Int32]) {
        func precedes(_ a: StackChild, _ b: StackChild) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility.isInfinite && b.flexibility.isInfinite { return a.minimum > b.minimum }
            return a.flexibility < b.flexibility
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: 0..<Int32(children.count))
        order.withUnsafeMutableBufferPointer { order in
            // Insertion sort: stable, and linear for the common already-ordered case.
            for i in 1..<Swift.max(order.count, 1) {
                let item = order[i]
                var j = i
                while j > 0 && precedes(children[Int(item)], children[Int(order[j - 1])]) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = item
            }
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
            pass.children.removeAll(keepingCapacity: true)
            pass.minorExtent = (0, 0)
            pass.size = .zero
            return
        }
        let gaps = children.gaps(in: self)
        childSizes(proposal, children, totalGap: gaps.reduce(0, +), into: pass)
        var records = taken(&pass.children)
        var lower = CGFloat.infinity, upper = -CGFloat.infinity
        var major: CGFloat = 0
        for index in records.indices {
            let size = records[index].size
            let guide = guide(index, size, children, &records, remembers: pass.remembers)
            lower = Swift.min(lower, -guide)
            upper = Swift.max(upper, size[axis.other] - guide)
            major += size[axis]
            if index < gaps.count { major += gaps[index] }
        }
        pass.children = records
        pass.minorExtent = (lower, upper)
        pass.size = CGSize(major: major, minor: upper - lower, axis: axis)
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
            var records = taken(&pass.children)
            for index in records.indices { records[index].proposal[axis.other] = minor }
            pass.children = records
        }
    }

    /// Each child's origin, proposal and size in a placing pass, in order: the children sit side by side with their
    /// gaps, each with its guide on the stack's alignment line (§3.1 step 5).
    func forEachPlacement<C: LayoutChildren>(_ pass: StackPass, _ children: C, _ body: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) {
        let gaps = children.gaps(in: self)
        var records = taken(&pass.children)
        defer { pass.children = records }
        let lower = pass.minorExtent.lower
        var major: CGFloat = 0
        for index in records.indices {
            let size = records[index].size
            let guide = guide(index, size, children, &records, remembers: pass.remembers)
            body(index, CGPoint(major: major, minor: -guide - lower, axis: axis), records[index].proposal, size)
            major += size[axis]
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
        forEachPlacement(pass, children) { index, origin, _, _ in origins[index] = origin }
        let line = -pass.minorExtent.lower
        return ChildPlacements(
            size: pass.size, origins: origins, proposals: pass.children.map(\.proposal), sizes: pass.children.map(\.size),
            alignmentLines: axis == .horizontal ? (nil, line) : (line, nil)
        )
    }
}

extension CGPoint {
    @inlinable init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
