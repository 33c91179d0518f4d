import Foundation
import PlumbLayout

/// What one change animates between, matched once per change: each view of the new tree with the state it starts
/// from (nil when it is new and fades in), and the views that left, with the view of the new tree they fade out in.
struct TransitionPlan {
    struct Start {
        let node: SolvedNode
        let fade: Double
    }

    struct Departure {
        let node: SolvedNode
        let identity: ViewIdentity
        let fade: Double
    }

    let target: SolvedTree
    /// The views of `target` with their identities, in tree order.
    let index: IdentityIndex
    /// The identity of each view of `target`, in tree order.
    let identities: [ViewIdentity]
    /// Per view of `target` in tree order: what it starts from.
    let starts: [Start?]
    /// Views that left, by the tree-order position of the view of `target` they are drawn in.
    let departures: [Int: [Departure]]

    /// Matches the views of `to` with those of `from` (a solved or interpolated tree) by identity.
    init(from: SolvedNode?, to: SolvedTree) {
        target = to
        let new = IdentityIndex(to.root)
        let old = from.map(IdentityIndex.init)
        index = new
        identities = new.entries.map(\.identity)
        starts = new.entries.map { entry in
            old?.entry(entry.identity).map { Start(node: $0.node, fade: $0.fade) }
        }
        var departures: [Int: [Departure]] = [:]
        for entry in old?.entries ?? [] where new.position(of: entry.identity) == nil {
            guard let old, let host = Self.host(of: entry, old: old, new: new) else { continue }
            departures[host, default: []].append(Departure(node: entry.node, identity: entry.identity, fade: entry.fade))
        }
        self.departures = departures
    }

    /// Where a view that left is drawn while it fades out: in the nearest ancestor that is still there and draws
    /// every child (so not a leaf, a background or a hidden view); nil when its parent left too (it fades with it).
    private static func host(of entry: IdentityIndex.Entry, old: IdentityIndex, new: IdentityIndex) -> Int? {
        guard let parent = entry.parent else { return 0 }
        if new.position(of: old.entries[parent].identity) == nil { return nil }
        var ancestor: Int? = parent
        while let current = ancestor {
            if let position = new.position(of: old.entries[current].identity), drawsAllChildren(new.entries[position].node.kind) {
                return position
            }
            ancestor = old.entries[current].parent
        }
        return 0
    }

    private static func drawsAllChildren(_ kind: ViewKind) -> Bool {
        switch kind {
        case .color, .shape, .text, .image, .background, .effect(.hidden), .preferenceReader(_, .background, _, _): false
        default: true
        }
    }
}
