import Foundation

/// Each stack's last `StackPass` and what it answers: sizing computes it, placing starts from it, and it holds
/// between solves until a descendant changes (`LayoutEngine.markDirty` forgets it, and what the child on the way to
/// the change answered). Forgetting keeps the pass and the other children's records, so that solving again
/// allocates nothing and asks only the changed child.
struct StackPassCache {
    /// What a kept pass answers: the stack's proposal, sized only or already turned into the placing pass.
    struct Tag: Equatable {
        var proposal: ProposedViewSize
        var isPlacing: Bool
    }

    private var passes: [StackPass?] = []
    private var tags: [Tag?] = []

    mutating func resize(to nodeCount: Int) {
        let missing = nodeCount - passes.count
        guard missing > 0 else { return }
        passes.append(contentsOf: repeatElement(nil, count: missing))
        tags.append(contentsOf: repeatElement(nil, count: missing))
    }

    /// The node's pass, to be solved in place, and what it answers now.
    mutating func pass(_ node: Int32) -> (pass: StackPass, tag: Tag?) {
        if let pass = passes[Int(node)] { return (pass, tags[Int(node)]) }
        let pass = StackPass()
        passes[Int(node)] = pass
        return (pass, nil)
    }

    /// The stack's size for `proposal`, if the kept pass answers it.
    func size(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        guard let tag = tags[Int(node)], tag.proposal == proposal else { return nil }
        return passes[Int(node)]?.size
    }

    mutating func setTag(_ node: Int32, _ tag: Tag?) {
        tags[Int(node)] = tag
    }

    /// Drops what the node's pass answers, and forgets what its child at `index` answered (every child's if `nil`):
    /// that child changed.
    mutating func forget(_ node: Int32, child index: Int?) {
        tags[Int(node)] = nil
        passes[Int(node)]?.forget(child: index)
    }

    mutating func forgetAll() {
        for index in tags.indices {
            tags[index] = nil
            passes[index]?.forget(child: nil)
        }
    }
}
