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

    /// Size = max(g) + max(e − g) per axis over the highest-priority children; the line sits at max(g).
    private func envelope<C: LayoutChildren>(_ sizes: [CGSize], _ children: C) -> (size: CGSize, line: CGPoint) {
        let top = (0..<children.count).map { children.priority($0) }.max() ?? 0
        var maxGuide = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        var maxRest = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for index in sizes.indices where children.priority(index) == top {
            let gx = children.guide(index, alignment.horizontal.key, sizes[index])
            let gy = children.guide(index, alignment.vertical.key, sizes[index])
            maxGuide = CGPoint(x: Swift.max(maxGuide.x, gx), y: Swift.max(maxGuide.y, gy))
            maxRest = CGPoint(x: Swift.max(maxRest.x, sizes[index].width - gx), y: Swift.max(maxRest.y, sizes[index].height - gy))
        }
        return (CGSize(width: maxGuide.x + maxRest.x, height: maxGuide.y + maxRest.y), maxGuide)
    }
}
