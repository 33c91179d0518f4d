import Foundation

/// Each stack's last `StackPass` and what it answers: sizing computes it, placing starts from it, and it holds
/// between solves until a descendant changes (`LayoutEngine.markDirty` forgets it, and what the child on the way to
/// the change answered). Forgetting keeps the pass and the other children's values, so that solving again
/// allocates nothing and asks only the changed child. The passes live until `removeAll` or `deallocate`.
struct StackPassCache {
    /// What a kept pass answers: the stack's proposal, sized only or already turned into the placing pass.
    struct Tag: Equatable {
        var proposal: ProposedViewSize
        var isPlacing: Bool

        @inline(__always) static func == (a: Tag, b: Tag) -> Bool { a.isPlacing == b.isPlacing && a.proposal == b.proposal }
    }

    private var passes = PlainTable<UnsafeMutablePointer<StackPass>?>()
    private var tags = PlainTable<Tag?>()

    mutating func resize(to nodeCount: Int) {
        let missing = nodeCount - passes.count
        guard missing > 0 else { return }
        passes.append(contentsOf: repeatElement(nil, count: missing))
        tags.append(contentsOf: repeatElement(nil, count: missing))
    }

    /// The node's pass, to be solved in place, and what it answers now.
    func pass(_ node: Int32, childCount: Int) -> (pass: UnsafeMutablePointer<StackPass>, tag: Tag?) {
        if let pass = passes[Int(node)] { return (pass, tags[Int(node)]) }
        let pass = StackPass.allocate(count: childCount)
        passes[Int(node)] = pass
        return (pass, nil)
    }

    func setTag(_ node: Int32, _ tag: Tag?) {
        tags[Int(node)] = tag
    }

    /// The stack's size for `proposal`, if the kept pass answers it.
    func size(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        guard let tag = tags[Int(node)], tag.proposal == proposal else { return nil }
        return passes[Int(node)]?.pointee.size
    }

    /// Drops what the node's pass answers, and forgets what its child at `index` answered (every child's if `nil`):
    /// that child changed.
    func forget(_ node: Int32, child index: Int?) {
        tags[Int(node)] = nil
        passes[Int(node)]?.pointee.forget(child: index)
    }

    func forgetAll() {
        for index in tags.indices {
            tags[index] = nil
            passes[index]?.pointee.forget(child: nil)
        }
    }

    /// Frees every pass (for a new tree).
    mutating func removeAll() {
        freePasses()
        passes.removeAll()
        tags.removeAll()
    }

    /// Frees the storage (the engine is going).
    func deallocate() {
        freePasses()
        passes.deallocate()
        tags.deallocate()
    }

    private func freePasses() {
        for index in passes.indices {
            if let pass = passes[index] { StackPass.deallocate(pass) }
        }
    }
}
