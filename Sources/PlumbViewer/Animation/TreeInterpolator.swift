import Foundation
import PlumbLayout
import PlumbRender

/// How far a transition has gone, per aspect: frames (and anchors, which move with their views), guide values and
/// alignment lines (ahead of the frames in two-phase mode), and fades. A spring's progress overshoots past 1.
public struct TransitionProgress: Hashable, Sendable {
    public var frames: Double
    public var guides: Double
    public var fades: Double

    public init(frames: Double, guides: Double, fades: Double) {
        self.frames = frames
        self.guides = guides
        self.fades = fades
    }

    public init(_ all: Double) {
        self.init(frames: all, guides: all, fades: min(max(all, 0), 1))
    }

    public static let done = TransitionProgress(1)
}

/// The tree in between two solved states: the new tree's views with their frames, colours, opacities, guide values
/// and anchors interpolated from where they were; new views fade in and views that left fade out, as SwiftUI's
/// default `.opacity` transition. The result is a `SolvedTree` the `Painter` draws; fades are opacity nodes around
/// the fading views.
struct TreeInterpolator {
    let plan: TransitionPlan

    init(from: SolvedNode?, to: SolvedTree, palette: SystemColorPalette) {
        plan = TransitionPlan(from: from, to: to, palette: palette)
    }

    /// The tree at `progress` (at `.done`, the new tree), with the views at the `tagged` positions carrying a
    /// `GuideTag` id.
    func tree(at progress: TransitionProgress, tagged: Set<Int> = []) -> SolvedTree {
        var tree = plan.target
        var position = 0
        plan.starts.withUnsafeBufferPointer { starts in
            interpolate(&tree.root, position: &position, starts: starts, progress: progress, tagged: tagged)
        }
        if let fade = fade(of: plan.starts[0], parentIsNew: false, progress: progress) {
            tree.root = Self.wrapped(tree.root, opacity: fade, identity: plan.identities[0])
        }
        return tree
    }

    /// The frame of the view at `position` of the new tree at `progress`.
    func frame(at position: Int, progress: TransitionProgress) -> CGRect {
        let frame = plan.index.entries[position].node.frame
        guard let start = plan.starts[position] else { return frame }
        return Lerp.rect(start.frame, frame, progress.frames)
    }

    private func interpolate(_ node: inout SolvedNode, position: inout Int, starts: UnsafeBufferPointer<TransitionPlan.Start?>,
                             progress: TransitionProgress, tagged: Set<Int>) {
        let here = position
        position += 1
        let start = starts[here]
        if let start { blend(&node, from: start, progress: progress) }
        if !tagged.isEmpty, tagged.contains(here) { node.id = AnyHashable(GuideTag(original: node.id, serial: here)) }
        if !node.children.isEmpty {
            for index in node.children.indices {
                let child = position
                interpolate(&node.children[index], position: &position, starts: starts, progress: progress, tagged: tagged)
                if let fade = fade(of: starts[child], parentIsNew: start == nil, progress: progress) {
                    node.children[index] = Self.wrapped(node.children[index], opacity: fade, identity: plan.identities[child])
                }
            }
        }
        if !plan.departures.isEmpty, let departures = plan.departures[here] {
            for departure in departures {
                let fade = departure.fade * (1 - progress.fades)
                if fade > 0 { node.children.append(Self.wrapped(departure.node, opacity: fade, identity: departure.identity)) }
            }
        }
    }

    /// The opacity of a view when it is fading: a new view (whose parent is not new) from 0, a view caught mid-fade
    /// from where it was; nil when it is drawn in full.
    private func fade(of start: TransitionPlan.Start?, parentIsNew: Bool, progress: TransitionProgress) -> Double? {
        let fade: Double
        if let start {
            guard start.fade < 1 else { return nil }
            fade = start.fade + (1 - start.fade) * progress.fades
        } else {
            fade = parentIsNew ? 1 : progress.fades
        }
        return fade < 1 ? fade : nil
    }

    static func wrapped(_ node: SolvedNode, opacity: Double, identity: ViewIdentity) -> SolvedNode {
        SolvedNode(kind: .effect(.opacity(opacity)), frame: node.frame, source: node.source, id: AnyHashable(FadeWrapper(identity: identity)),
                   path: node.path, proposal: node.proposal, children: [node])
    }

    /// Moves `node`'s geometry and paint from where it started toward its own.
    private func blend(_ node: inout SolvedNode, from start: TransitionPlan.Start, progress: TransitionProgress) {
        let f = progress.frames
        if start.moves {
            node.frame = Lerp.rect(start.frame, node.frame, f)
            node.layoutFrame = Lerp.rect(start.layoutFrame, node.layoutFrame, f)
            node.size = Lerp.size(start.size, node.size, f)
            node.contentOffset = Lerp.size(start.contentOffset, node.contentOffset, f)
        }
        guard start.change >= 0 else { return }
        let change = plan.changes[start.change]
        if let guides = change.guides {
            for index in node.guides.indices {
                if let before = guides.first(where: { $0.key == node.guides[index].key }) {
                    node.guides[index].value = Lerp.value(before.value, node.guides[index].value, progress.guides)
                }
            }
        }
        if let lines = change.alignmentLines {
            for index in node.alignmentLines.indices {
                if let before = lines.first(where: { $0.key == node.alignmentLines[index].key }) {
                    node.alignmentLines[index].position = Lerp.value(before.position, node.alignmentLines[index].position, progress.guides)
                }
            }
        }
        if let anchors = change.anchors {
            for index in node.anchors.indices {
                if let before = anchors.first(where: { $0.key == node.anchors[index].key }) {
                    node.anchors[index].value = Lerp.anchor(before.value, node.anchors[index].value, f)
                }
            }
        }
        if let paint = change.paint { node.kind = paint.kind(at: progress.fades) }
    }
}
