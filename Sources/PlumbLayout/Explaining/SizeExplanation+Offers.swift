import Foundation

extension SizeExplanation {
    /// How the parent arrived at the step's proposal, in words with the numbers.
    static func offerReason(_ offer: OfferRule, _ step: Step) -> String {
        let parent = step.parent?.explainedName ?? "its parent"
        switch offer {
        case .window(let size, let safeArea):
            guard safeArea != .zero else { return "the window \(text(size))" }
            let insets = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map(explainedLength).joined(separator: ", ")
            return "the window \(text(size)) less its safe area (\(insets))"
        case .root:
            return "the proposal the preview is solved for"
        case .stack(let share):
            return stackReason(share, step)
        case .stackIdeal(let axis):
            return "\(parent) was asked for its ideal \(axis.lengthName) and proposes nil along it"
        case .frame(let width, let height):
            return "\(parent) proposes its " + lengths(width: width, height: height)
        case .flexFrame(let size):
            let proposal = step.node.proposal
            let kept = Axis.allCases.filter { proposal[$0] == nil && size[$0].isFinite }.map(\.lengthName)
            return "\(parent) proposes its size \(text(size))" + (kept.isEmpty ? "" : ", its ideal \(kept.joined(separator: " and ")) left to its child")
        case .padding(let insets):
            return "\(parent) proposes " + paddingTerms(insets, step).joined(separator: ", ")
        case .fixedSize(let horizontal, let vertical):
            let axes = [horizontal ? "width" : nil, vertical ? "height" : nil].compactMap { $0 }
            return "\(parent) proposes nil: the ideal \(axes.joined(separator: " and "))"
        case .aspectRatio(let box, let contentMode):
            let within = step.parent.map { " \(contentMode == .fit ? "in" : "around") \(text($0.proposal))" } ?? ""
            return "\(parent) scales the box \(text(box)) to \(contentMode == .fit ? "fit" : "fill")" + within
        case .secondary(let primarySize):
            return "\(parent) proposes its primary view's size \(text(primarySize))"
        case .zstack(let size), .geometryReader(let size), .position(let size):
            return "\(parent) proposes its own size \(text(size))"
        case .containerRelativeFrame(let containerSize):
            return "\(parent) proposes lengths from its container's \(text(containerSize))"
        case .gridCell(let columns, let row):
            let column = columns.count == 1 ? "column \(columns.lowerBound + 1)" : "columns \(columns.lowerBound + 1)–\(columns.upperBound)"
            return "the Grid proposes its cell: \(column), row \(row + 1)"
        case .gridRow(let row):
            return "the Grid proposes row \(row + 1)'s frame"
        case .lazyGridCell:
            return "\(parent) proposes its cell"
        case .customLayout(let name, let placed):
            return placed ? "\(name).placeSubviews placed it with this proposal" : "\(name).placeSubviews did not place it: the container's proposal"
        case .viewThatFits(let choice, let count):
            return "ViewThatFits chose child \(choice + 1) of \(count) and proposes its own proposal"
        }
    }

    /// The padding's proposal less its insets, per axis with insets: `390 − 32 = 358 wide`.
    private static func paddingTerms(_ insets: EdgeInsets, _ step: Step) -> [String] {
        let outer = step.parent?.proposal ?? step.node.proposal
        let terms = Axis.allCases.compactMap { axis -> String? in
            let inset = axis == .horizontal ? insets.horizontal : insets.vertical
            guard inset != 0 else { return nil }
            let word = axis == .horizontal ? "wide" : "tall"
            guard let length = outer[axis], let inner = step.node.proposal[axis] else { return "nil \(word)" }
            return "\(explainedLength(length)) − \(explainedLength(inset)) = \(explainedLength(inner)) \(word)"
        }
        return terms.isEmpty ? ["its proposal"] : terms
    }

    /// A stack's offer: `HStack offered 150 = (390 − 2 × 8 spacing − 74 for Text #price) ÷ 2 flexible children,
    /// less flexible first`.
    private static func stackReason(_ share: StackShare, _ step: Step) -> String {
        let stack = step.parent
        let stackName = stack?.explainedName ?? "the stack"
        func name(_ child: Int) -> String {
            guard let stack, stack.children.indices.contains(child) else { return "child \(child + 1)" }
            return stack.children[child].contentName
        }
        var terms = [explainedLength(share.length)]
        var subtracted: CGFloat = 0
        let gaps = share.gaps
        if gaps.total != 0 {
            let each = gaps.uniform.map { gaps.count > 1 ? "\(gaps.count) × \(explainedLength(abs($0)))" : explainedLength(abs($0)) }
            terms.append((gaps.total > 0 ? "− " : "+ ") + (each ?? explainedLength(abs(gaps.total))) + " spacing")
            subtracted += gaps.total
        }
        func lengths(_ lengths: StackShare.Lengths, _ word: String, _ many: String) {
            subtracted += lengths.total
            if lengths.count > lengths.first.count {
                terms.append("− \(explainedLength(lengths.total)) \(word) \(lengths.count) \(many)")
            } else {
                terms += lengths.first.map { "− \(explainedLength($0.length)) \(word) \(name($0.child))" }
            }
        }
        lengths(share.takenBefore, "for", "higher-priority children")
        lengths(share.takenInGroup, "for", "less flexible children")
        lengths(share.reserved, "kept for", "lower-priority children")
        let expression = terms.joined(separator: " ")
        let flexible = share.remaining < share.groupSize ? "flexible " : ""
        var reason = "\(stackName) offered \(explainedLength(share.offer))"
        if (share.length - subtracted) / CGFloat(share.remaining) < 0 && share.offer == 0 {
            reason += ": nothing is left of " + expression
        } else if share.remaining > 1 {
            let dividend = terms.count > 1 ? "(\(expression))" : expression
            reason += " = \(dividend) ÷ \(share.remaining) \(flexible)children"
        } else if terms.count > 1 {
            reason += " = \(expression)"
        } else {
            reason += ", all of its \(expression)"
        }
        if share.groupSize > 1 { reason += ", less flexible first" }
        if share.hasOtherGroups {
            if share.priority == -.infinity {
                reason += ", Spacers after the other views"
            } else if share.isFirstGroup && share.priority > 0 {
                reason += ", layoutPriority(\(explainedLength(CGFloat(share.priority)))): offered first"
            } else if !share.isFirstGroup {
                reason += ", after the higher-priority children"
            }
        }
        if let stack, stack.proposal[share.axis.other] == nil, let minor = step.node.proposal[share.axis.other] {
            reason += "; its \(share.axis.other.lengthName) is \(stackName)'s own \(explainedLength(minor)) (§3.2)"
        }
        return reason
    }
}

extension SizeExplanation {
    /// `width 100 and height 50`: the lengths given.
    static func lengths(width: CGFloat?, height: CGFloat?) -> String {
        [width.map { "width \(explainedLength($0))" }, height.map { "height \(explainedLength($0))" }].compactMap { $0 }.joined(separator: " and ")
    }
}

extension Axis {
    /// `width` or `height`: the length along the axis.
    var lengthName: String { self == .horizontal ? "width" : "height" }
}
