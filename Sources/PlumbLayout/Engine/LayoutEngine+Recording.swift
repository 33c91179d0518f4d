import Foundation

extension LayoutEngine {
    /// Records a stack's or ZStack's alignment lines and the guide each child was aligned by.
    func recordContainerGuides(_ node: Int32, _ placements: ChildPlacements) {
        var keys: [AlignmentKey] = []
        var lines: [AlignmentLine] = []
        switch kinds[Int(node)] {
        case .stack(_, let alignment, _):
            keys = [alignment]
        case .zstack(let alignment):
            keys = [alignment.horizontal.key, alignment.vertical.key]
        default:
            return
        }
        for key in keys {
            let line = key.axis == .horizontal ? placements.alignmentLines.horizontal : placements.alignmentLines.vertical
            if let line { lines.append(AlignmentLine(key: key, position: line)) }
        }
        lineRecords[node] = lines
        for (index, child) in children(of: node).enumerated() {
            recordGuides(of: child, size: placements.sizes[index], keys: keys)
        }
    }

    /// Records a unary layout modifier's placement of its child: its alignment lines, its child's guides and, while
    /// sizes are explained, the offer it made.
    func recordUnaryPlacement(_ node: Int32, _ placement: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize), size: CGSize) {
        recordUnaryGuides(node, placement, size: size)
        if let trace, let offer = unaryOffer(node, size: size) { trace.offered(child(node), placement.proposal, by: offer) }
    }

    /// Records a frame's alignment lines and its child's guides.
    private func recordUnaryGuides(_ node: Int32, _ placement: (origin: CGPoint, size: CGSize, proposal: ProposedViewSize), size: CGSize) {
        let alignment: Alignment
        switch kinds[Int(node)] {
        case .frame(_, _, let value): alignment = value
        case .flexFrame(let frame): alignment = frame.alignment
        default: return
        }
        let keys = [alignment.horizontal.key, alignment.vertical.key]
        lineRecords[node] = keys.map { AlignmentLine(key: $0, position: $0.defaultValue(in: size)) }
        recordGuides(of: child(node), size: placement.size, keys: keys)
    }

    func recordGuides(of node: Int32, size: CGSize, keys: [AlignmentKey]) {
        guideRecords[node, default: []] += keys.map { key in
            let explicit = explicitGuide(node, key, size)
            return GuideValue(key: key, value: explicit ?? key.defaultValue(in: dimensions(node, size)), isExplicit: explicit != nil)
        }
    }
}
