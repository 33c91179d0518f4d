import Foundation

/// Each stack's last `StackPass` and what it answers: sizing computes it, placing starts from it, and it holds
/// between solves until a descendant changes (`LayoutEngine.markDirty` clears it). Clearing drops what a pass
/// answers but keeps the pass, so that solving again allocates nothing.
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

    mutating func clear(_ node: Int32) {
        tags[Int(node)] = nil
    }

    mutating func clearAll() {
        for index in tags.indices { tags[index] = nil }
    }
}
