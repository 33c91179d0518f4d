import Foundation

extension LayoutEngine {
    /// The node's answer to `proposal`, cached per proposal. Recording queries, every proposal is its own key, so
    /// that the record shows every question each child was asked; otherwise the key leaves out the axes the answer
    /// cannot depend on, and answers cheaper to compute than to look up are not cached.
    func size(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        if recordsQueries { return recordedSize(node, proposal) }
        let arenaNode = nodes[Int(node)]
        if arenaNode.isCheap { return computeSize(node, proposal) }
        let key = arenaNode.dependence.key(for: proposal)
        if let cached = cache.lookup(node, key) { return cached }
        let answer = computeSize(node, proposal)
        cache.store(node, key, answer)
        return answer
    }

    private func recordedSize(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        if let trace { return tracedSize(node, proposal, trace) }
        return recordedSize(node, proposal, computeSize)
    }

    /// The answer, cached per exact proposal, with the question recorded; `compute` works out an answer not cached.
    @inline(__always) private func recordedSize(
        _ node: Int32, _ proposal: ProposedViewSize, _ compute: (Int32, ProposedViewSize) -> CGSize
    ) -> CGSize {
        let answer = cache.lookup(node, proposal) ?? {
            let answer = compute(node, proposal)
            cache.store(node, proposal, answer)
            return answer
        }()
        queries[node, default: []].append(SizeQuery(proposal: proposal, size: answer))
        return answer
    }

    /// `recordedSize` while sizes are explained: the rule of each answer computed goes into the trace, and each
    /// question into the computation that asked it. Out of line, so that the solve without a trace stays as small.
    @inline(never) private func tracedSize(_ node: Int32, _ proposal: ProposedViewSize, _ trace: LayoutTrace) -> CGSize {
        let answer = recordedSize(node, proposal) { node, proposal in
            trace.begin()
            let answer = computeSize(node, proposal)
            trace.answered(node, proposal, by: sizingRule(node, proposal, trace.end()))
            return answer
        }
        trace.asked(node, proposal, answer)
        return answer
    }

    private func computeSize(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        let arenaNode = nodes[Int(node)]
        if arenaNode.isTransparent { return size(child(node), proposal) }
        switch ops[Int(node)] {
        case .greedy:
            return proposal.replacingUnspecifiedDimensions()
        case .fixed(let size):
            return size
        case .spacer(let minLength):
            return SpacerLayout(minLength: minLength, axis: arenaNode.stackAxis).size(proposal)
        case .empty:
            return .zero
        case .frame(let frame, _):
            return frame.size(proposal) { size(child(node), $0) }
        case .padding(let padding):
            return padding.size(childSize: size(child(node), padding.childProposal(proposal)))
        case .stack:
            return stackSize(node, proposal)
        case .fixedSize(let fixedSize):
            return size(child(node), fixedSize.childProposal(proposal))
        case .passthrough:
            return size(child(node), proposal)
        case .general:
            return computeGeneralSize(node, proposal)
        }
    }

    /// The answer of a node whose kind has no `LayoutOp` of its own.
    private func computeGeneralSize(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        switch kinds[Int(node)] {
        case .geometryReader:
            return proposal.replacingUnspecifiedDimensions()
        case .text:
            return measureText(node, proposal).size
        case .image(let image, _):
            if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: naturalSize(of: image, node)) }
            return naturalSize(of: image, node)
        case .zstack(let alignment):
            return ZStackAlgorithm(alignment: alignment).sizeThatFits(proposal, ArenaChildren(engine: self, node: node))
        case .layout(let layout):
            return customLayoutSize(node, layout, proposal)
        case .grid:
            let (layout, cells) = grid(node)
            guard let tracks = layout.tracks(proposal, cells) else { return .zero }
            trace?.note(tracks.rule)
            return tracks.size
        case .gridRow:
            // Placed by its grid, proposed its frame.
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        case .lazyGrid:
            let layout = lazyGrid(node)
            let sizing = layout.sizing(proposal, ArenaChildren(engine: self, node: node))
            trace?.note(.lazyGrid(axis: layout.axis, tracks: sizing.tracks.map(\.length), lines: sizing.lines, gap: layout.lineGap))
            return sizing.size
        case .viewThatFits(let axes):
            let children = ArenaChildren(engine: self, node: node)
            let (size, choice) = ViewThatFitsLayout(axes: axes).sizeThatFits(proposal, children)
            if let choice { trace?.note(.viewThatFits(choice: choice, count: children.count)) }
            return size
        case .frame(let width, let height, _):
            return FrameLayout(width: width, height: height).size(proposal) { size(child(node), $0) }
        case .flexFrame(let frame):
            return FlexFrameLayout(frame: frame).size(proposal) { size(child(node), $0) }
        case .aspectRatio(let ratio, let mode):
            let childNode = child(node)
            let offer = AspectRatioLayout(ratio: ratio, contentMode: mode).childProposal(proposal) { size(childNode, .unspecified) }
            return size(childNode, offer)
        case .position(let point):
            return PositionLayout(position: point).size(proposal) { size(child(node), $0) }
        case .containerRelativeFrame(let frame):
            return frame.frame(in: containerSize(around: node)).size(proposal) { size(child(node), $0) }
        case .sizingContainer:
            enterContainer(node, proposal)
            return size(child(node), proposal)
        default:
            // Secondaries: the primary child's answer.
            return size(child(node), proposal)
        }
    }

    /// A stack's answer, from its kept pass when that answers `proposal`; the pass is kept for placing.
    private func stackSize(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize {
        if let size = stackPasses.size(node, proposal) { return size }
        let children = ArenaChildren(engine: self, node: node)
        let pass = stackPasses.pass(node, childCount: children.count).pass
        pass.pointee.remembers = !recordsQueries
        stackLayout(node).pass(proposal, children, into: &pass.pointee)
        stackPasses.setTag(node, recordsQueries ? nil : StackPassCache.Tag(proposal: proposal, isPlacing: false))
        return pass.pointee.size
    }

    func stackLayout(_ node: Int32) -> StackLayout {
        guard case .stack(let axis, let spacing, let alignment) = ops[Int(node)] else { preconditionFailure("not a stack") }
        return StackLayout(axis: axis, alignment: alignmentKeys[Int(alignment)], spacing: spacing)
    }

    func naturalSize(of image: ImageContent, _ node: Int32) -> CGSize {
        guard image.isSystemSymbol else { return image.naturalSize }
        let environment = environments[Int(nodes[Int(node)].environment)]
        return measurer.symbolSize(
            named: image.name, variants: environment.symbolVariants, font: environment.resolvedFont, scale: environment.imageScale
        )
    }

    /// The text's run in its environment.
    func textRun(_ node: Int32) -> TextRun {
        if let run = textRuns[node] { return run }
        guard case .text(let string, let spans) = kinds[Int(node)] else { return TextRun("") }
        let run = TextRun(string, spans: spans, in: environments[Int(nodes[Int(node)].environment)])
        textRuns[node] = run
        return run
    }

    /// The text's answer to `proposal`: the measurer's, with the lines it reserves, its size ceiled to the display's
    /// pixel grid (SEMANTICS §20.3).
    func measureText(_ node: Int32, _ proposal: ProposedViewSize) -> TextMeasurement {
        let run = textRun(node)
        let environment = environments[Int(nodes[Int(node)].environment)]
        var measured = measurer.measure(run, proposal: proposal)
        if environment.reservedLines > measured.lines.count, proposal.width != 0, proposal.height != 0 {
            measured = measured.reserving(lines: environment.reservedLines, metrics: measurer.metrics(of: run), lineSpacing: run.lineSpacing)
        }
        return measurer.ceilsToPixelGrid ? measured.onPixelGrid(scale: environment.displayScale) : measured
    }
}
