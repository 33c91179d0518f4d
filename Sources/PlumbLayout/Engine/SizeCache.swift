import Foundation

/// The answers each node gave, per proposal (SEMANTICS §1.1: an answer depends only on the proposal). A fixed
/// number of slots per node, replaced round-robin, in one flat array so that clearing it costs nothing.
struct SizeCache {
    static let slots = 8

    private struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
    }

    private var entries: [Entry] = []
    private var counts: [UInt8] = []
    private var next: [UInt8] = []

    mutating func resize(to nodeCount: Int) {
        let missing = nodeCount - counts.count
        guard missing > 0 else { return }
        entries.append(contentsOf: repeatElement(Entry(proposal: .unspecified, size: .zero), count: missing * SizeCache.slots))
        counts.append(contentsOf: repeatElement(0, count: missing))
        next.append(contentsOf: repeatElement(0, count: missing))
    }

    @inline(__always) func lookup(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        let base = Int(node) * SizeCache.slots
        let count = Int(counts[Int(node)])
        var slot = 0
        while slot < count {
            let entry = entries[base + slot]
            if entry.proposal == proposal { return entry.size }
            slot += 1
        }
        return nil
    }

    @inline(__always) mutating func store(_ node: Int32, _ proposal: ProposedViewSize, _ size: CGSize) {
        let index = Int(node)
        let slot: Int
        if Int(counts[index]) < SizeCache.slots {
            slot = Int(counts[index])
            counts[index] += 1
        } else {
            slot = Int(next[index])
            next[index] = UInt8((slot + 1) % SizeCache.slots)
        }
        entries[Int(node) * SizeCache.slots + slot] = Entry(proposal: proposal, size: size)
    }

    mutating func clear(_ node: Int32) {
        counts[Int(node)] = 0
        next[Int(node)] = 0
    }

    mutating func clearAll() {
        for index in counts.indices {
            counts[index] = 0
            next[index] = 0
        }
    }
}
