import Foundation

/// The answers each node gave, per proposal (SEMANTICS §1.1: an answer depends only on the proposal). A fixed
/// number of slots per node, replaced round-robin, in flat tables so that clearing them costs nothing. An entry is
/// four plain doubles (a `nil` length is stored as a NaN no arithmetic produces). Every node's first slot is in a
/// table of its own, so that the nodes of a subtree, which often have a single entry, share cache lines and pages.
struct SizeCache {
    static let slots = 8

    private struct Entry {
        var width: Double
        var height: Double
        var size: CGSize
    }

    /// The bit pattern standing for a `nil` length: a signalling NaN with a payload arithmetic never produces.
    private static let unspecified = Double(bitPattern: 0x7FF4_0000_0000_0A11)

    /// Each node's first slot, and its other slots (`slots − 1` per node).
    private var firstEntries = PlainTable<Entry>()
    private var otherEntries = PlainTable<Entry>()
    private var counts = PlainTable<UInt8>()
    private var next = PlainTable<UInt8>()

    mutating func resize(to nodeCount: Int) {
        let missing = nodeCount - counts.count
        guard missing > 0 else { return }
        let empty = Entry(width: 0, height: 0, size: .zero)
        firstEntries.append(contentsOf: repeatElement(empty, count: missing))
        otherEntries.append(contentsOf: repeatElement(empty, count: missing * (SizeCache.slots - 1)))
        counts.append(contentsOf: repeatElement(0, count: missing))
        next.append(contentsOf: repeatElement(0, count: missing))
    }

    /// Drops every node's entries (for a new tree).
    mutating func removeAll() {
        firstEntries.removeAll()
        otherEntries.removeAll()
        counts.removeAll()
        next.removeAll()
    }

    /// Frees the storage (the engine is going).
    func deallocate() {
        firstEntries.deallocate()
        otherEntries.deallocate()
        counts.deallocate()
        next.deallocate()
    }

    @inline(__always) private func entry(_ node: Int, _ slot: Int) -> Entry {
        slot == 0 ? firstEntries[node] : otherEntries[node * (SizeCache.slots - 1) + slot - 1]
    }

    @inline(__always) private static func encode(_ length: CGFloat?) -> Double {
        length.map { Double($0) } ?? unspecified
    }

    /// Equal lengths, `nil` matching only `nil` (and a NaN proposal, which never equals itself, never matching).
    @inline(__always) private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.bitPattern == b.bitPattern && a.bitPattern == unspecified.bitPattern)
    }

    @inline(__always) func lookup(_ node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        let width = SizeCache.encode(proposal.width), height = SizeCache.encode(proposal.height)
        let count = Int(counts[Int(node)])
        for slot in 0..<count {
            let entry = entry(Int(node), slot)
            if SizeCache.same(entry.width, width) && SizeCache.same(entry.height, height) { return entry.size }
        }
        return nil
    }

    @inline(__always) func store(_ node: Int32, _ proposal: ProposedViewSize, _ size: CGSize) {
        let index = Int(node)
        let slot: Int
        if Int(counts[index]) < SizeCache.slots {
            slot = Int(counts[index])
            counts[index] += 1
        } else {
            slot = Int(next[index])
            next[index] = UInt8((slot + 1) % SizeCache.slots)
        }
        let entry = Entry(width: SizeCache.encode(proposal.width), height: SizeCache.encode(proposal.height), size: size)
        if slot == 0 {
            firstEntries[index] = entry
        } else {
            otherEntries[index * (SizeCache.slots - 1) + slot - 1] = entry
        }
    }

    func clear(_ node: Int32) {
        counts[Int(node)] = 0
        next[Int(node)] = 0
    }

    func clearAll() {
        for index in counts.indices {
            counts[index] = 0
            next[index] = 0
        }
    }
}
