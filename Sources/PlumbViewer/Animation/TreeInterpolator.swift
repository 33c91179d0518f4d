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
    let palette: SystemColorPalette

    init(from: SolvedNode?, to: SolvedTree, palette: SystemColorPalette) {
        plan = TransitionPlan(from: from, to: to)
        self.palette = palette
    }

    /// The tree at `progress` (at `.done`, the new tree), with the views at the `tagged` positions carrying a
    /// `GuideTag` id.
    func tree(at progress: TransitionProgress, tagged: Set<Int> = []) -> SolvedTree {
        var tree = plan.target
        var position = 0
        interpolate(&tree.root, position: &position, progress: progress, tagged: tagged)
        if let fade = fade(at: 0, parentIsNew: false, progress: progress) {
            tree.root = Self.wrapped(tree.root, opacity: fade, identity: plan.identities[0])
        }
        return tree
    }

    /// The frame of the view at `position` of the new tree at `progress`.
    func frame(at position: Int, progress: TransitionProgress) -> CGRect {
        let frame = plan.index.entries[position].node.frame
        guard let start = plan.starts[position] else { return frame }
        return Lerp.rect(start.node.frame, frame, progress.frames)
    }

    private func interpolate(_ node: inout SolvedNode, position: inout Int, progress: TransitionProgress, tagged: Set<Int>) {
        let here = position
        position += 1
        if let start = plan.starts[here] { blend(&node, from: start.node, progress: progress) }
        if tagged.contains(here) { node.id = AnyHashable(GuideTag(original: node.id, serial: here)) }
        let isNew = plan.starts[here] == nil
        for index in node.children.indices {
            let child = position
            interpolate(&node.children[index], position: &position, progress: progress, tagged: tagged)
            if let fade = fade(at: child, parentIsNew: isNew, progress: progress) {
                node.children[index] = Self.wrapped(node.children[index], opacity: fade, identity: plan.identities[child])
            }
        }
        for departure in plan.departures[here] ?? [] {
            let fade = departure.fade * (1 - progress.fades)
            if fade > 0 { node.children.append(Self.wrapped(departure.node, opacity: fade, identity: departure.identity)) }
        }
    }

    /// The opacity of the view at `position` when it is fading: a new view (whose parent is not new) from 0, a view
    /// caught mid-fade from where it was; nil when it is drawn in full.
    private func fade(at position: Int, parentIsNew: Bool, progress: TransitionProgress) -> Double? {
        let fade: Double
        if let start = plan.starts[position] {
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

    /// Moves `node`'s geometry and paint from `old`'s toward its own.
    private func blend(_ node: inout SolvedNode, from old: SolvedNode, progress: TransitionProgress) {
        let f = progress.frames
        if old.frame != node.frame { node.frame = Lerp.rect(old.frame, node.frame, f) }
        if old.layoutFrame != node.layoutFrame { node.layoutFrame = Lerp.rect(old.layoutFrame, node.layoutFrame, f) }
        if old.size != node.size { node.size = Lerp.size(old.size, node.size, f) }
        if old.contentOffset != node.contentOffset { node.contentOffset = Lerp.size(old.contentOffset, node.contentOffset, f) }
        for index in node.guides.indices {
            if let before = old.guides.first(where: { $0.key == node.guides[index].key }) {
                node.guides[index].value = Lerp.value(before.value, node.guides[index].value, progress.guides)
            }
        }
        for index in node.alignmentLines.indices {
            if let before = old.alignmentLines.first(where: { $0.key == node.alignmentLines[index].key }) {
                node.alignmentLines[index].position = Lerp.value(before.position, node.alignmentLines[index].position, progress.guides)
            }
        }
        for index in node.anchors.indices {
            if let before = old.anchors.first(where: { $0.key == node.anchors[index].key }) {
                node.anchors[index].value = Lerp.anchor(before.value, node.anchors[index].value, f)
            }
        }
        if let kind = blendedKind(from: old.kind, to: node.kind, progress.fades) { node.kind = kind }
    }

    /// The kind with its colour or opacity in between, when both ends have one.
    private func blendedKind(from old: ViewKind, to new: ViewKind, _ t: Double) -> ViewKind? {
        switch (old, new) {
        case (.color(let a), .color(let b)) where a != b:
            return blend(a, b, t).map(ViewKind.color)
        case (.shape(_, let a), .shape(let shape, let b)) where a != b:
            switch (a, b) {
            case (.fill(let x?), .fill(let y?)): return blend(x, y, t).map { .shape(shape, .fill($0)) }
            case (.stroke(let x?, let w0), .stroke(let y?, let w1)):
                return blend(x, y, t).map { .shape(shape, .stroke($0, lineWidth: Lerp.value(w0, w1, t))) }
            case (.strokeBorder(let x?, let w0), .strokeBorder(let y?, let w1)):
                return blend(x, y, t).map { .shape(shape, .strokeBorder($0, lineWidth: Lerp.value(w0, w1, t))) }
            default: return nil
            }
        case (.effect(.opacity(let a)), .effect(.opacity(let b))) where a != b:
            return .effect(.opacity(Lerp.value(a, b, t)))
        default:
            return nil
        }
    }

    private func blend(_ a: Color, _ b: Color, _ t: Double) -> Color? {
        guard let x = palette.resolve(a), let y = palette.resolve(b) else { return nil }
        return Color(red: Lerp.value(x.red, y.red, t), green: Lerp.value(x.green, y.green, t),
                     blue: Lerp.value(x.blue, y.blue, t), opacity: Lerp.value(x.alpha, y.alpha, t))
    }
}
