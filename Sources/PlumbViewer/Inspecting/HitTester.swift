import Foundation
import PlumbContent
import PlumbLayout
import PlumbRender

/// Finds the views under a point of a solved tree, top-most first: the reverse of drawing order (zIndex included),
/// so a view comes before the views it is drawn over and before its own modifiers and containers — except that a
/// stroke-only shape (a `.border()`, an overlaid `.stroke()`) away from its line comes after the content drawn under
/// it, just before its own container, as in Xcode's selectable canvas: a click inside a border selects what it frames.
public struct HitTester {
    public let tree: SolvedTree

    public init(_ tree: SolvedTree) {
        self.tree = tree
    }

    /// How near its frame's edge a point is on a stroke-only shape's line, at least: its line width, or this.
    static let strokeReach: CGFloat = 4

    /// The paths (child indices from the root) of every view whose frame contains `point`, top-most first. Empty
    /// views, groups, hidden views and views with no area are left out.
    public func hits(at point: CGPoint) -> [[Int]] {
        var found: [[Int]] = []
        visit(tree.root, path: [], point: point, into: &found)
        var ordered = Array(found.reversed())
        for path in ordered where isStrokeOnly(path, awayFrom: point) {
            ordered.removeAll { $0 == path }
            let container = ordered.firstIndex { path.starts(with: $0) } ?? ordered.endIndex
            ordered.insert(path, at: container)
        }
        return ordered
    }

    /// Whether the view at `path` is a stroked shape and `point` is farther inside its frame than its line reaches.
    private func isStrokeOnly(_ path: [Int], awayFrom point: CGPoint) -> Bool {
        guard let node = node(at: path), case .shape(_, let paint as ShapePaint) = node.kind else { return false }
        let lineWidth: CGFloat
        switch paint {
        case .stroke(_, let width, _), .strokeBorder(_, let width, _): lineWidth = width
        case .fill: return false
        }
        let reach = max(lineWidth, Self.strokeReach)
        return node.frame.insetBy(dx: reach, dy: reach).contains(point)
    }

    /// The view at `path`.
    public func node(at path: [Int]) -> SolvedNode? {
        var node = tree.root
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The tap action that a tap at `point` triggers: the nearest `onTapGesture`, `Button` or `Toggle` action at or
    /// above the top-most view under it.
    public func tapAction(at point: CGPoint) -> TapAction? {
        tapTarget(at: point)?.action
    }

    /// The tap action a tap at `point` triggers (``tapAction(at:)``), the frame of the view that carries it (a
    /// slider's track, whose press sets the value under the pointer) and that view's path (a text field, focused):
    /// the nearest action `accepts` (by default any but a scroll view's, which a tap passes through).
    public func tapTarget(
        at point: CGPoint, where accepts: (TapAction) -> Bool = { $0.scroll == nil }
    ) -> (action: TapAction, frame: CGRect, path: [Int])? {
        guard let top = hits(at: point).first else { return nil }
        var node = tree.root
        var target: (action: TapAction, frame: CGRect, path: [Int])?
        for (depth, index) in ([-1] + top).enumerated() {
            if index >= 0 { node = node.children[index] }
            // A disabled view's action does not run, nor does a tap on it reach an action around it.
            guard case .tapAction(let tap) = node.kind else { continue }
            if !node.environment.isEnabled {
                target = nil
            } else if accepts(tap) {
                target = (tap, node.frame, Array(top.prefix(depth)))
            }
        }
        return target
    }

    /// Visits in drawing order: a view, then its children in `DrawingOrder` (zIndex, backgrounds behind).
    private func visit(_ node: SolvedNode, path: [Int], point: CGPoint, into found: inout [[Int]]) {
        switch node.kind {
        case .effect(.hidden): return
        case .empty, .group: break
        default:
            let frame = node.frame
            if frame.width > 0, frame.height > 0, frame.contains(point) { found.append(path) }
        }
        for index in DrawingOrder.children(of: node) { visit(node.children[index], path: path + [index], point: point, into: &found) }
    }
}
