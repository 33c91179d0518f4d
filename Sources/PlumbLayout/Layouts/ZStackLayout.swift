import Foundation

/// ZStack (SEMANTICS §4): every child gets the stack's proposal; the size is the union of the aligned frames of the
/// highest-priority children; every child's guide lands on the common alignment line.
struct ZStackAlgorithm {
    var alignment: Alignment

    func sizeThatFits<C: LayoutChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        guard children.count > 0 else { return .zero }
        let sizes = (0..<children.count).map { children.size($0, proposal) }
        return envelope(sizes, children).size
    }

    /// Children are re-asked with the stack's size and aligned on the line the top-priority envelope gives.
    func placements<C: LayoutChildren>(in size: CGSize, _ children: C) -> ChildPlacements {
        guard children.count > 0 else {
            return ChildPlacements(size: .zero, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil))
        }
        let proposal = ProposedViewSize(size)
        let sizes = (0..<children.count).map { children.size($0, proposal) }
        let line = envelope(sizes, children).line
        let origins = sizes.indices.map { index in
            CGPoint(
                x: line.x - children.guide(index, alignment.horizontal.key, sizes[index]),
                y: line.y - children.guide(index, alignment.vertical.key, sizes[index])
            )
        }
        return ChildPlacements(
            size: size, origins: origins, proposals: Array(repeating: proposal, count: sizes.count), sizes: sizes,
            alignmentLines: (line.x, line.y)
        )
    }

    /// Size = max(g) + max(e − g) per axis over the highest-priority children; the line sits at max(g). A child
    /// unbounded on an axis (a greedy one under a maximum probe) makes the envelope unbounded there.
    private func envelope<C: LayoutChildren>(_ sizes: [CGSize], _ children: C) -> (size: CGSize, line: CGPoint) {
        let top = (0..<children.count).map { children.priority($0) }.max() ?? 0
        var size = CGSize.zero, line = CGPoint.zero
        for axis in Axis.allCases {
            let key = axis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
            var maxGuide = -CGFloat.infinity, maxRest = -CGFloat.infinity, isUnbounded = false
            for index in sizes.indices where children.priority(index) == top {
                guard sizes[index][axis].isFinite else {
                    isUnbounded = true
                    continue
                }
                let guide = children.guide(index, key, sizes[index])
                maxGuide = Swift.max(maxGuide, guide)
                maxRest = Swift.max(maxRest, sizes[index][axis] - guide)
            }
            size[axis] = isUnbounded ? .infinity : maxGuide + maxRest
            line[axis] = maxGuide
        }
        return (size, line)
    }
}
