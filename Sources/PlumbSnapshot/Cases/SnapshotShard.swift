/// `--shard I/N`: the I-th of N machines takes every N-th case, starting at the I-th (1-based), of the cases in
/// their sorted order — a split that depends only on the cases, so N machines together cover each case once.
public struct SnapshotShard: Hashable, Sendable {
    public var index: Int
    public var count: Int

    /// Reads `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        (index, count) = (parts[0], parts[1])
    }

    /// The cases this shard takes, of all the cases in order.
    public func cases<Case>(of all: [Case]) -> [Case] {
        all.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
