import Foundation

/// A view of the reference layout paired with the same view of the actual one; one side is nil for a view only
/// one of them has. Children pair by kind and id in order: the longest common subsequence of the two lists.
struct MatchedNode: Hashable, Sendable {
    typealias Node = LayoutRecord.Node

    var reference: Node?
    var actual: Node?
    var children: [MatchedNode]

    /// The node this pair stands for: the actual one when there is one.
    var node: Node { actual ?? reference! }

    static func match(_ reference: Node?, _ actual: Node?) -> MatchedNode? {
        guard reference != nil || actual != nil else { return nil }
        return MatchedNode(reference: reference, actual: actual, children: pairs(reference?.children ?? [], actual?.children ?? []))
    }

    /// The two lists paired: matching kinds and ids in order, the rest alone.
    private static func pairs(_ reference: [Node], _ actual: [Node]) -> [MatchedNode] {
        func key(_ node: Node) -> String { node.kind + "#" + (node.id ?? "") }
        let (n, m) = (reference.count, actual.count)
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = key(reference[i]) == key(actual[j]) ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [MatchedNode] = []
        var (i, j) = (0, 0)
        while i < n || j < m {
            if i < n, j < m, key(reference[i]) == key(actual[j]) {
                result.append(match(reference[i], actual[j])!)
                (i, j) = (i + 1, j + 1)
            } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
                result.append(match(nil, actual[j])!)
                j += 1
            } else {
                result.append(match(reference[i], nil)!)
                i += 1
            }
        }
        return result
    }
}
