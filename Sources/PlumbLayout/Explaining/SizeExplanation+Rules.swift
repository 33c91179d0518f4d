import Foundation

extension SizeExplanation {
    /// How the view answered its proposal, in words with the numbers.
    static func ruleReason(_ rule: SizingRule, _ step: Step) -> String {
        let node = step.node
        switch rule {
        case .fillsProposal:
            let unspecified = node.proposal.width == nil || node.proposal.height == nil ? ", 10 where it is unspecified" : ""
            if case .geometryReader = node.kind { return "takes its proposal" + unspecified }
            return "fills its proposal" + unspecified
        case .naturalSize:
            if case .image(let image, _) = node.kind, image.isSystemSymbol { return "the symbol's size in its font" }
            return "its own size, whatever the proposal"
        case .spacer(let minLength, let axis):
            guard let axis else { return "at least \(explainedLength(minLength)) each way (outside a stack)" }
            return "its proposal, at least its minimum \(explainedLength(minLength)), along its stack's \(axis.lengthName); 0 across"
        case .empty:
            return "nothing: 0 × 0"
        case .text(let sizing):
            return textReason(sizing, node)
        case .stack(let sizing):
            return stackReason(sizing)
        case .oneChildStack:
            return "a stack of one view is that view (§1.5)"
        case .zstack(let alignment):
            return "the union of its children aligned .\(alignment)"
        case .frame(let width, let height):
            if case .fixed = width, case .fixed = height { return "fixed" }
            return [frameTerm(width, .horizontal), frameTerm(height, .vertical)].joined(separator: ", ")
        case .flexFrame(let width, let height):
            return "\(flexTerm(width, .horizontal)); \(flexTerm(height, .vertical))"
        case .padding(let insets, let child):
            let axes = [(Axis.horizontal, insets.horizontal, "wide"), (.vertical, insets.vertical, "tall")]
            return "its child's size plus the insets: " + axes.map { axis, inset, word in
                "\(explainedLength(child[axis])) + \(explainedLength(inset)) = \(explainedLength(node.size[axis])) \(word)"
            }.joined(separator: ", ")
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical ? "ideal size" : "ideal \(horizontal ? "width" : "height")"
        case .aspectRatio:
            return "its child's answer to the box, not the box"
        case .position:
            return "all of its proposal, its child's size where it is unspecified"
        case .containerRelativeFrame(let containerSize, let width, let height):
            return lengths(width: width, height: height) + " from the container's \(text(containerSize)), its child's size on the other axis"
        case .customLayout(let name):
            return "what \(name).sizeThatFits answered"
        case .grid(let columns, let columnGaps, let rows, let rowGaps):
            return "columns \(sum(columns, gaps: columnGaps)) wide; rows \(sum(rows, gaps: rowGaps)) tall"
        case .gridRow:
            return "the frame of its row"
        case .lazyGrid(let axis, let tracks, let lines, let gap):
            let across = axis == .vertical ? ("columns", "rows") : ("rows", "columns")
            let trackLengths = Set(tracks).count == 1 ? "\(tracks.count) \(across.0) of \(explainedLength(tracks[0]))"
                : "\(across.0) " + tracks.map(explainedLength).joined(separator: ", ")
            return trackLengths + "; \(across.1) \(sum(lines, gaps: Array(repeating: gap, count: Swift.max(lines.count - 1, 0))))"
        case .viewThatFits(let choice, let count):
            let which = choice == count - 1 && count > 1 ? "the last, as none before it fits" : "the first whose ideal size fits"
            return "the answer of child \(choice + 1) of \(count), \(which)"
        case .child:
            return childReason(node)
        }
    }

    private static func textReason(_ sizing: TextSizing, _ node: SolvedNode) -> String {
        if node.size == .zero, node.proposal.width == 0 || node.proposal.height == 0 { return "a text proposed 0 shows nothing" }
        let lines = sizing.lineCount == 1 ? "one line" : "\(sizing.lineCount) lines"
        var reason: String
        if sizing.isTruncated {
            reason = "cut to \(lines) with …" + (sizing.lineLimit.map { " (lineLimit \($0))" } ?? "")
        } else if let width = sizing.width, width.isFinite {
            reason = sizing.lineCount > 1 ? "wraps to \(lines) within \(explainedLength(width))" : "fits on one line within \(explainedLength(width))"
        } else {
            reason = "\(lines), unwrapped: its ideal width"
        }
        if sizing.fontScale < 1 { reason += ", its font scaled to \(explainedLength(sizing.fontScale * 100)) %" }
        return reason
    }

    private static func stackReason(_ sizing: StackSizing) -> String {
        guard !sizing.lengths.isEmpty else { return "no children: 0 × 0" }
        let along = sizing.axis == .horizontal ? "side by side" : "one above another"
        let total = sum(sizing.lengths, gaps: sizing.gaps)
        return "its children \(along): \(total); across, their extent aligned on .\(sizing.alignment.name)"
    }

    /// `74 + 8 + 150 = 232`; gaps of 0 are left out, and more than six lengths are summed up.
    private static func sum(_ lengths: [CGFloat], gaps: [CGFloat]) -> String {
        let total = lengths.reduce(0, +) + gaps.reduce(0, +)
        guard lengths.count > 1 else { return explainedLength(total) }
        guard lengths.count <= 6 else {
            return "\(lengths.count) of \(explainedLength(lengths.reduce(0, +))) + gaps \(explainedLength(gaps.reduce(0, +))) = \(explainedLength(total))"
        }
        var terms = explainedLength(lengths[0])
        for (index, length) in lengths.enumerated().dropFirst() {
            let gap = gaps[index - 1]
            if gap != 0 { terms += (gap > 0 ? " + " : " − ") + explainedLength(abs(gap)) }
            terms += " + " + explainedLength(length)
        }
        return terms + " = " + explainedLength(total)
    }

    private static func frameTerm(_ length: FrameLength, _ axis: Axis) -> String {
        switch length {
        case .fixed(let value): "fixed \(axis.lengthName) \(explainedLength(value))"
        case .child(let value): "its child's \(axis.lengthName) \(explainedLength(value))"
        }
    }

    private static func flexTerm(_ length: FlexFrameLength, _ axis: Axis) -> String {
        let name = axis.lengthName
        switch length {
        case .proposalClamped(let proposal, let minimum, let maximum):
            return "\(name): the proposed \(explainedLength(proposal)) within \(explainedLength(minimum))…\(explainedLength(maximum))"
        case .ideal(let ideal):
            return "\(name): its ideal \(explainedLength(ideal)), none being proposed"
        case .child(let child):
            return "\(name): its child's \(explainedLength(child))"
        case .childBounded(let child, let offered, let minimum, let maximum):
            let proposed = offered.map(explainedLength) ?? "nil"
            switch (minimum, maximum) {
            case (let minimum?, nil):
                return "\(name): the smaller of the proposed \(proposed) and its child's \(explainedLength(child)), at least \(explainedLength(minimum))"
            case (nil, let maximum?):
                let bound = maximum == .infinity ? "" : ", at most \(explainedLength(maximum))"
                return "\(name): the larger of the proposed \(proposed) and its child's \(explainedLength(child))" + bound
            default:
                return "\(name): its child's \(explainedLength(child)) within \(minimum.map(explainedLength) ?? "0")…\(maximum.map(explainedLength) ?? "∞")"
            }
        }
    }

    private static func childReason(_ node: SolvedNode) -> String {
        switch node.kind {
        case .layoutPriority(let priority): return "its child's size; its stack reads priority \(explainedLength(CGFloat(priority)))"
        case .offset: return "its child's size; the offset moves only the drawing"
        case .background, .overlay, .preferenceReader: return "its primary view's size"
        case .sizingContainer: return "its content's size"
        default: return "its child's size"
        }
    }
}
