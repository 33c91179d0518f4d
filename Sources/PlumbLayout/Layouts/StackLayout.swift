import Foundation

/// HStack / VStack (SEMANTICS §3): children share the major axis by priority groups and flexibility, sit side by
/// side with their spacing, and align on the minor axis by `alignment`.
struct StackLayout {
    var axis: Axis
    var alignment: AlignmentKey
    /// The uniform spacing, or `nil` for each pair's default distance (§3.4).
    var spacing: CGFloat?

    /// The gaps between consecutive children and their sum, into `pass` unless it has them (§3.1 step 1).
    private func gaps<C: LayoutChildren>(_ children: C, into pass: inout StackPass) {
        guard !pass.areGapsKnown else { return }
        var total: CGFloat = 0
        if pass.count > 1 {
            var previous = spacing == nil ? children.spacing(0) : ViewSpacing()
            for index in 1..<pass.count {
                let gap: CGFloat
                if let spacing {
                    gap = spacing
                } else {
                    let next = children.spacing(index)
                    gap = previous.distance(to: next, along: axis)
                    previous = next
                }
                pass.gaps[index - 1] = gap
                total += gap
            }
        }
        pass.totalGap = total
        pass.areGapsKnown = true
    }

    /// Each child's answer for `proposal` and the length it was offered, into `pass` (§3.1 steps 2–3). A child whose
    /// values answer the question is not asked — the same question, or one that differs only on axes its answer does
    /// not depend on — and neither is a child whose answer along the axis its probes give (`AnswerShape`). When no
    /// child's ordering values changed and the length to share is the one the children's offers were shared out
    /// from, each child is offered what it was offered last time, and the length is not shared out again unless a
    /// child answers differently along the axis.
    private func childSizes<C: LayoutChildren, O: StackOfferObserver>(
        _ proposal: ProposedViewSize, _ children: C, into pass: inout StackPass, observer: O
    ) {
        let count = pass.count
        let minor = proposal[axis.other]
        let remembers = pass.remembers
        let majorAxis = ProposalDependence(axis), minorAxis = ProposalDependence(axis.other)
        let (sizes, offers, states, shapes) = (pass.sizes, pass.offers, pass.states, pass.shapes)
        let (minima, maxima, minimumMinors, priorities) = (pass.minima, pass.maxima, pass.minimumMinors, pass.priorities)
        // What every child was last proposed across the axis, and whether its offer was proposed along it.
        let lastMinor = pass.minorProposal, lastMajorProposed = pass.isMajorProposed
        let lastDistributed = pass.distributed
        pass.minorProposal = minor
        pass.isMajorProposed = proposal[axis] != nil
        pass.distributed = nil
        func same(_ a: ProposedViewSize, _ b: ProposedViewSize, _ shape: AnswerShape) -> Bool {
            a == b || ((!shape.dependence.contains(majorAxis) || a[axis] == b[axis])
                && (!shape.dependence.contains(minorAxis) || a[axis.other] == b[axis.other]))
        }
        func setSize(_ index: Int, _ size: CGSize) {
            if sizes[index] != size { states[index].remove(.guide) }
            sizes[index] = size
        }
        func answer(_ index: Int, _ offer: ProposedViewSize) {
            let last = ProposedViewSize(major: lastMajorProposed ? offers[index] : nil, minor: lastMinor, axis: axis)
            offers[index] = offer[axis] ?? 0
            if remembers && states[index].contains(.answer) && same(last, offer, shapes[index]) { return }
            setSize(index, children.size(index, offer))
            shapes[index] = children.answerShape(index)
            states[index].insert(.answer)
        }
        /// The child's length along the axis for `offer`: from its probes when its shape gives it, else its answer.
        func length(_ index: Int, _ offer: CGFloat) -> CGFloat {
            if remembers && shapes[index].clampedAxes.contains(majorAxis) {
                let minimum = minima[index], maximum = maxima[index]
                let length = minimum == maximum ? minimum : Swift.max(Swift.min(offer, maximum), minimum)
                setSize(index, CGSize(major: length, minor: minimumMinors[index], axis: axis))
                offers[index] = offer
                states[index].insert(.answer)
                return length
            }
            answer(index, ProposedViewSize(major: offer, minor: minor, axis: axis))
            return sizes[index][axis]
        }
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
            for index in 0..<count {
                observer.offeredIdeal(index, offer, axis: axis)
                answer(index, offer)
            }
            return
        }
        let minimumOffer = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let maximumOffer = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        let lastMinimumOffer = pass.minimumOffer
        pass.minimumOffer = minimumOffer
        var isOrderKnown = remembers && pass.isOrderKnown
        for index in 0..<count {
            if remembers && states[index].contains(.probes), let last = lastMinimumOffer, same(last, minimumOffer, shapes[index]) {
                continue
            }
            let last = (priorities[index], minima[index], maxima[index])
            let shape = children.answerShape(index)
            let minimumAnswer = children.size(index, minimumOffer)
            priorities[index] = children.priority(index)
            minima[index] = minimumAnswer[axis]
            minimumMinors[index] = minimumAnswer[axis.other]
            maxima[index] = shape.dependence.contains(majorAxis) ? children.size(index, maximumOffer)[axis] : minima[index]
            shapes[index] = shape
            states[index].insert(.probes)
            if (priorities[index], minima[index], maxima[index]) != last { isOrderKnown = false }
        }
        let available = major - pass.totalGap
        if isOrderKnown, let lastDistributed, lastDistributed.bitPattern == available.bitPattern {
            var answersStand = true
            for index in 0..<count {
                let last = sizes[index][axis]
                answersStand = length(index, offers[index]).bitPattern == last.bitPattern
                if !answersStand { break }
            }
            if answersStand {
                pass.distributed = available
                return
            }
        }
        if !isOrderKnown {
            StackLayout.sizingOrder(pass)
            pass.isOrderKnown = true
        }
        share(available, of: major, pass, observer: observer, answer: length)
        if remembers { pass.distributed = available }
    }

    /// Shares `available` out among the children in the pass's order (§3.1 steps 3.3–3.5): each priority group in
    /// turn, with the minima of the groups after it reserved, offers each of its children an equal part of what is
    /// left, and `answer` gives the length the child takes. `observer` sees each offer with its operands, `length`
    /// being the stack's (`available` is it less the gaps).
    private func share<O: StackOfferObserver>(
        _ available: CGFloat, of length: CGFloat, _ pass: StackPass, observer: O, answer: (Int, CGFloat) -> CGFloat
    ) {
        let (count, order, priorities, minima) = (pass.count, pass.order, pass.priorities, pass.minima)
        var available = available
        // Every group but the first starts with the minima of the groups after it reserved.
        var reservedBelow: CGFloat = 0
        let topPriority = priorities[Int(order[0])]
        for position in 0..<count where priorities[Int(order[position])] < topPriority { reservedBelow += minima[Int(order[position])] }
        available -= reservedBelow
        var groupStart = 0
        while groupStart < count {
            let groupPriority = priorities[Int(order[groupStart])]
            var groupEnd = groupStart
            while groupEnd < count && priorities[Int(order[groupEnd])] == groupPriority { groupEnd += 1 }
            if groupStart > 0 {
                for position in groupStart..<groupEnd { available += minima[Int(order[position])] }
            }
            for position in groupStart..<groupEnd {
                let index = Int(order[position]), offer = Swift.max(available / CGFloat(groupEnd - position), 0)
                observer.offered(offer, at: position, group: groupStart..<groupEnd, of: length, in: pass, axis: axis)
                let taken = answer(index, offer)
                // An unbounded offer (a maximum probe) stays unbounded: a greedy child takes ∞, and ∞ − ∞ is NaN.
                if available.isFinite { available -= taken }
            }
            groupStart = groupEnd
        }
    }

    /// The child's value of the stack's guide at its size, from the pass when that has it.
    private func guide<C: LayoutChildren>(_ index: Int, _ children: C, _ pass: borrowing StackPass) -> CGFloat {
        if pass.remembers, pass.states[index].contains(.guide) { return pass.guides[index] }
        let size = pass.sizes[index]
        let value: CGFloat
        if pass.shapes[index].mayHaveExplicitGuides {
            value = children.guide(index, alignment, size)
        } else {
            value = alignment.defaultValue(in: size)
        }
        pass.guides[index] = value
        pass.states[index].insert(.guide)
        return value
    }

    /// The order children are offered space in, into the pass: priority descending, then flexibility ascending; two
    /// infinitely flexible children put the larger minimum first; equal ones keep declaration order (§3.1).
    static func sizingOrder(_ pass: StackPass) {
        let (order, priorities, minima, maxima) = (pass.order, pass.priorities, pass.minima, pass.maxima)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let flexibility = (a: maxima[a] - minima[a], b: maxima[b] - minima[b])
            if flexibility.a.isInfinite && flexibility.b.isInfinite { return minima[a] > minima[b] }
            return flexibility.a < flexibility.b
        }
        // Insertion sort: stable, and linear for the common already-ordered case.
        for i in 0..<pass.count {
            let item = Int32(i)
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

    /// The children's answers to `proposal` and the stack's size from them, into `pass` (§3.1 steps 2–4).
    func pass<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, into pass: inout StackPass) {
        self.pass(proposal, children, into: &pass, observer: Unobserved())
    }

    /// `pass`, `observer` seeing each child's offer with its operands.
    func pass<C: LayoutChildren, O: StackOfferObserver>(_ proposal: ProposedViewSize, _ children: C, into pass: inout StackPass, observer: O) {
        guard pass.count > 0 else {
            pass.minorExtent = (0, 0)
            pass.size = .zero
            return
        }
        gaps(children, into: &pass)
        childSizes(proposal, children, into: &pass, observer: observer)
        var lower = CGFloat.infinity, upper = -CGFloat.infinity
        var major: CGFloat = 0
        // A child unbounded across (a greedy one under a maximum probe) makes the stack so: §3's note on ∞.
        var isMinorUnbounded = false
        for index in 0..<pass.count {
            let size = pass.sizes[index]
            major += size[axis]
            if index < pass.count - 1 { major += pass.gaps[index] }
            guard size[axis.other].isFinite else {
                isMinorUnbounded = true
                continue
            }
            let guide = guide(index, children, pass)
            lower = Swift.min(lower, -guide)
            upper = Swift.max(upper, size[axis.other] - guide)
        }
        pass.minorExtent = (lower, upper)
        pass.size = CGSize(major: major, minor: isMinorUnbounded ? .infinity : upper - lower, axis: axis)
    }

    func sizeThatFits<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        let pass = StackPass.allocate(count: children.count)
        defer { StackPass.deallocate(pass) }
        self.pass(proposal, children, into: &pass.pointee)
        return pass.pointee.size
    }

    /// Turns the pass that sized the stack for `proposal` into the one it is placed with (§3.2): a `nil` minor axis
    /// is replaced by the stack's own minor size, and the children are asked again unless their answers cannot
    /// depend on it.
    func placing<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C, _ pass: inout StackPass) {
        placing(proposal, children, &pass, observer: Unobserved())
    }

    /// `placing`, `observer` seeing the offers the children are placed with.
    func placing<C: LayoutChildren, O: StackOfferObserver>(_ proposal: ProposedViewSize, _ children: C, _ pass: inout StackPass, observer: O) {
        guard pass.count > 0, proposal[axis.other] == nil else { return }
        let minor = pass.minorExtent.upper - pass.minorExtent.lower
        if children.answersDepend(on: axis.other) {
            var placing = proposal
            placing[axis.other] = minor
            self.pass(placing, children, into: &pass, observer: observer)
        } else {
            pass.minorProposal = minor
        }
    }

    /// Each child's origin, proposal and size in a placing pass, in order: the children sit side by side with their
    /// gaps, each with its guide on the stack's alignment line (§3.1 step 5).
    func forEachPlacement<C: LayoutChildren>(_ pass: borrowing StackPass, _ children: C, _ body: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) {
        let lower = pass.minorExtent.lower
        var major: CGFloat = 0
        for index in 0..<pass.count {
            let size = pass.sizes[index]
            let guide = guide(index, children, pass)
            body(index, CGPoint(major: major, minor: -guide - lower, axis: axis), pass.proposal(index, axis: axis), size)
            major += size[axis]
            if index < pass.count - 1 { major += pass.gaps[index] }
        }
    }

    /// Sizes and places the children for `proposal`.
    func placements<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> ChildPlacements {
        placements(proposal, children, observer: Unobserved())
    }

    /// `placements`, `observer` seeing the offers the children are placed with.
    func placements<C: LayoutChildren, O: StackOfferObserver>(_ proposal: ProposedViewSize, _ children: C, observer: O) -> ChildPlacements {
        let pass = StackPass.allocate(count: children.count)
        defer { StackPass.deallocate(pass) }
        self.pass(proposal, children, into: &pass.pointee, observer: observer)
        placing(proposal, children, &pass.pointee, observer: observer)
        var origins: [CGPoint] = [], proposals: [ProposedViewSize] = [], sizes: [CGSize] = []
        forEachPlacement(pass.pointee, children) { _, origin, proposal, size in
            origins.append(origin)
            proposals.append(proposal)
            sizes.append(size)
        }
        let line: CGFloat? = children.count > 0 ? -pass.pointee.minorExtent.lower : nil
        return ChildPlacements(
            size: pass.pointee.size, origins: origins, proposals: proposals, sizes: sizes,
            alignmentLines: axis == .horizontal ? (nil, line) : (line, nil)
        )
    }
}

extension CGPoint {
    @inlinable init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}
