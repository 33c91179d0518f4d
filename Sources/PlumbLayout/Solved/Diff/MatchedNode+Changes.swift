import Foundation

extension MatchedNode {
    /// Appends the views of this subtree that changed. `chain` is the pairs above this one, root first;
    /// `inheritedID` the id of the modifiers wrapping this view (`.id` names the outermost node of a modified view).
    func collect(into changes: inout [LayoutChange], chain: [MatchedNode], inheritedID: String?, tolerance: Double) {
        let node = self.node
        let id = node.id ?? inheritedID
        let title = id.map { "\(node.kind) #\($0)" } ?? node.kind
        guard let reference, let actual else {
            if node.isView { changes.append(LayoutChange(view: title, source: node.source, movement: self.actual == nil ? .removed : .added, cause: nil)) }
            else { for child in children { child.collect(into: &changes, chain: chain + [self], inheritedID: id, tolerance: tolerance) } }
            return
        }
        if node.isView, let change = frameChange(reference.frame, actual.frame, container: chain.last { $0.node.isView }, tolerance: tolerance) {
            changes.append(LayoutChange(view: title, source: node.source, movement: change, cause: cause(chain: chain + [self], tolerance: tolerance)))
        }
        for child in children {
            child.collect(into: &changes, chain: chain + [self], inheritedID: node.isView ? nil : id, tolerance: tolerance)
        }
    }

    /// How the frame changed, when the size did or the origin moved, other than with the view that contains it
    /// (the nearest view above: its modifiers wrap it).
    private func frameChange(_ old: RecordRect, _ new: RecordRect, container: MatchedNode?, tolerance: Double) -> LayoutChange.Movement? {
        let (dx, dy) = (new.x - old.x, new.y - old.y)
        let (dw, dh) = (new.width - old.width, new.height - old.height)
        var (containerX, containerY) = (0.0, 0.0)
        if let old = container?.reference?.frame, let new = container?.actual?.frame { (containerX, containerY) = (new.x - old.x, new.y - old.y) }
        let resized = abs(dw) > tolerance || abs(dh) > tolerance
        let moved = (abs(dx) > tolerance || abs(dy) > tolerance) && (abs(dx - containerX) > tolerance || abs(dy - containerY) > tolerance)
        return resized || moved ? .changed(x: dx, y: dy, width: dw, height: dh) : nil
    }
}
