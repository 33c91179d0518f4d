import Foundation
import PlumbLayout
import PlumbRender

/// What one change animates between, matched once per change: each view of the new tree with the state it starts
/// from (nil when it is new and fades in), and the views that left, with the view of the new tree they fade out in.
/// Everything a frame needs is worked out here, so a frame is arithmetic.
struct TransitionPlan {
    /// Where a view starts: plain values, cheap to read every frame.
    struct Start {
        var frame: CGRect
        var layoutFrame: CGRect
        var size: CGSize
        var contentOffset: CGSize
        var fade: Double
        /// Whether any of the geometry above differs from the new tree's.
        var moves: Bool
        /// The view's entry in `changes`, or -1 when only its geometry (if anything) changes.
        var change: Int
    }

    /// A view's old guides, alignment lines and anchors (nil where they did not change) and its paint change.
    struct Change {
        var guides: [GuideValue]?
        var alignmentLines: [AlignmentLine]?
        var anchors: [CapturedAnchor]?
        var paint: PaintChange?
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
    let changes: [Change]
    /// Views that left, by the tree-order position of the view of `target` they are drawn in.
    let departures: [Int: [Departure]]

    /// Matches the views of `to` with those of `from` (a solved or interpolated tree) by identity.
    init(from: SolvedNode?, to: SolvedTree, palette: SystemColorPalette) {
        target = to
        let new = IdentityIndex(to.root)
        let old = from.map(IdentityIndex.init)
        index = new
        identities = new.entries.map(\.identity)
        var changes: [Change] = []
        starts = new.entries.map { entry in
            guard let before = old?.entry(entry.identity) else { return nil }
            let (a, b) = (before.node, entry.node)
            let change = Change(guides: a.guides == b.guides ? nil : a.guides,
                                alignmentLines: a.alignmentLines == b.alignmentLines ? nil : a.alignmentLines,
                                anchors: a.anchors == b.anchors ? nil : a.anchors,
                                paint: PaintChange(from: a.kind, to: b.kind, palette: palette))
            let changed = change.guides != nil || change.alignmentLines != nil || change.anchors != nil || change.paint != nil
            if changed { changes.append(change) }
            let moves = a.frame != b.frame || a.layoutFrame != b.layoutFrame || a.size != b.size || a.contentOffset != b.contentOffset
            return Start(frame: a.frame, layoutFrame: a.layoutFrame, size: a.size, contentOffset: a.contentOffset, fade: before.fade,
                         moves: moves, change: changed ? changes.count - 1 : -1)
        }
        self.changes = changes
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
        case .color, .gradient, .shape, .canvas, .text, .image, .background, .effect(.hidden), .preferenceReader(_, .background, _, _): false
        default: true
        }
    }
}
