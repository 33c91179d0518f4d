import Foundation

extension LayoutEngine {
    /// The rule by which `node` answered `proposal`, from what that computation used: the node's layout and its
    /// parameters, the answers its children gave it, a stack's pass, a text's lines, or the rule it noted.
    func sizingRule(_ node: Int32, _ proposal: ProposedViewSize, _ computation: LayoutTrace.Computation) -> SizingRule {
        if let noted = computation.noted { return noted }
        if nodes[Int(node)].isTransparent { return .oneChildStack }
        // A modifier asks its child last for the answer it takes (an aspect ratio asks for the ideal size first).
        let child = computation.questions.last?.size
        switch ops[Int(node)] {
        case .greedy: return .fillsProposal
        case .fixed: return .naturalSize
        case .spacer(let minLength): return .spacer(minLength: minLength ?? ViewSpacing.defaultDistance, axis: nodes[Int(node)].stackAxis)
        case .empty: return .empty
        case .stack: return .stack(stackSizing(node))
        case .frame(let frame, _): return frameRule(frame, child: child)
        case .padding(let padding): return .padding(padding.insets, child: child ?? .zero)
        case .fixedSize(let fixedSize): return .fixedSize(horizontal: fixedSize.horizontal, vertical: fixedSize.vertical)
        case .passthrough: return .child
        case .general: return generalSizingRule(node, proposal, child: child)
        }
    }

    /// `sizingRule` for a node whose kind has no `LayoutOp` of its own.
    private func generalSizingRule(_ node: Int32, _ proposal: ProposedViewSize, child: CGSize?) -> SizingRule {
        switch kinds[Int(node)] {
        case .geometryReader: return .fillsProposal
        case .text: return .text(textSizing(node, proposal))
        case .image(let image, _): return image.isResizable ? .fillsProposal : .naturalSize
        case .zstack(let alignment): return .zstack(alignment: alignment)
        case .layout(let layout): return .customLayout(name: layout.name)
        case .gridRow: return .gridRow
        case .grid, .lazyGrid, .viewThatFits: return .empty
        case .frame(let width, let height, _): return frameRule(FrameLayout(width: width, height: height), child: child)
        case .flexFrame(let frame):
            // The answer the layout took: the child's, or none (0) where the frame did without it.
            let answer = child ?? .zero
            let layout = FlexFrameLayout(frame: frame)
            return .flexFrame(width: layout.length(proposal.width, .horizontal, answer.width),
                              height: layout.length(proposal.height, .vertical, answer.height))
        case .aspectRatio: return .aspectRatio
        case .position: return .position
        case .containerRelativeFrame(let frame):
            let container = containerSize(around: node)
            let layout = frame.frame(in: container)
            return .containerRelativeFrame(containerSize: container, width: layout.width, height: layout.height)
        default: return .child
        }
    }

    private func frameRule(_ frame: FrameLayout, child: CGSize?) -> SizingRule {
        let answer = child ?? .zero
        return .frame(width: frame.width.map(FrameLength.fixed) ?? .child(answer.width),
                      height: frame.height.map(FrameLength.fixed) ?? .child(answer.height))
    }

    /// A stack's answer from the pass that computed it: its children's lengths and the gaps.
    private func stackSizing(_ node: Int32) -> StackSizing {
        let layout = stackLayout(node)
        let count = Int(nodes[Int(node)].childCount)
        let pass = stackPasses.pass(node, childCount: count).pass.pointee
        return StackSizing(
            axis: layout.axis, lengths: (0..<count).map { pass.sizes[$0][layout.axis] },
            gaps: (0..<Swift.max(count - 1, 0)).map { pass.gaps[$0] }, alignment: layout.alignment
        )
    }

    /// How the text was set for `proposal`: the lines of its measurement.
    private func textSizing(_ node: Int32, _ proposal: ProposedViewSize) -> TextSizing {
        let run = textRun(node)
        let measured = measureText(node, proposal)
        let ellipses = { (text: String) in text.count { $0 == "…" } }
        return TextSizing(
            width: proposal.width, lineCount: measured.lines.count, lineLimit: run.lineLimit,
            isTruncated: ellipses(measured.lines.joined()) > ellipses(run.string), fontScale: measured.fontScale
        )
    }

    /// How a unary layout modifier arrived at its child's proposal (recorded while sizes are explained).
    func unaryOffer(_ node: Int32, size: CGSize) -> OfferRule? {
        switch kinds[Int(node)] {
        case .frame(let width, let height, _):
            let frame = FrameLayout(width: width, height: height)
            return .frame(width: frame.width, height: frame.height)
        case .flexFrame: return .flexFrame(size: size)
        case .padding(let insets): return .padding(insets)
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode):
            let ideal = { self.cache.lookup(self.child(node), .unspecified) ?? .zero }
            return .aspectRatio(box: AspectRatioLayout(ratio: ratio, contentMode: mode).box(idealSize: ideal), contentMode: mode)
        case .position: return .position(size: size)
        case .containerRelativeFrame: return .containerRelativeFrame(containerSize: containerSize(around: node))
        default: return nil
        }
    }
}

extension GridLayout.Tracks {
    /// The grid's answer as its tracks give it.
    var rule: SizingRule {
        func gaps(_ placements: ChildPlacements, _ axis: Axis) -> [CGFloat] {
            zip(placements.origins, placements.origins.dropFirst()).enumerated().map { index, pair in
                pair.1[axis] - pair.0[axis] - placements.sizes[index][axis]
            }
        }
        return .grid(columns: columns.sizes.map(\.width), columnGaps: gaps(columns, .horizontal),
                     rows: rows.sizes.map(\.height), rowGaps: gaps(rows, .vertical))
    }
}
