import Foundation

/// The answers each node gave, per proposal (SEMANTICS §1.1: an answer depends only on the proposal). A fixed
/// number of slots per node, replaced round-robin, in one flat table so that clearing it costs nothing. An entry is
/// four plain doubles (a `nil` length is stored as a NaN no arithmetic produces), so that a node's first entries
/// share a cache line.
struct SizeCache {
    static let slots = 8

    private struct Entry {
        var width: Double
        var height: Double
        var size: CGSize
    }

    /// The bit pattern standing for a `nil` length: a signalling NaN with a payload arithmetic never produces.
    private static let unspecified = Double(bitPattern: 0x7FF4_0000_0000_0A11)

    private var entries = PlainTable<Entry>()
    private var counts = PlainTable<UInt8>()
    private var next = PlainTable<UInt8>()

    mutating func resize(to nodeCount: Int) {
        let missing = nodeCount - counts.count
        guard missing > 0 else { return }
        entries.append(contentsOf: repeatElement(Entry(width: 0, height: 0, size: .zero), count: missing * SizeCache.slots))
        counts.append(contentsOf: repeatElement(0, count: missing))
        next.append(contentsOf: repeatElement(0, count: missing))
    }

    /// Drops every node's entries (for a new tree).
    mutating func removeAll() {
        entries.removeAll()
        counts.removeAll()
        next.removeAll()
    }

    /// Frees the storage (the engine is going).
    func deallocate() {
        entries.deallocate()
        counts.deallocate()
        next.deallocate()
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
        var slot = Int(node) * SizeCache.slots
        let end = slot + count
        while slot < end {
            let entry = entries[slot]
            if SizeCache.same(entry.width, width) && SizeCache.same(entry.height, height) { return entry.size }
            slot += 1
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
        entries[index * SizeCache.slots + slot] = Entry(width: SizeCache.encode(proposal.width), height: SizeCache.encode(proposal.height), size: size)
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
