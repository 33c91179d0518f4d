import Foundation
@testable import PlumbLayout

/// Solves `view` in a window (default 400×400, no safe area) with the deterministic text measurer.
func solve(_ view: some View, width: CGFloat = 400, height: CGFloat = 400, safeArea: EdgeInsets = .zero) -> SolvedTree {
    LayoutEngine().solve(view.viewNode, in: CGSize(width: width, height: height), safeAreaInsets: safeArea)
}

extension SolvedTree {
    /// The node tagged `.id(id)`.
    func node(_ id: String) -> SolvedNode? { root.first { $0.id == AnyHashable(id) } }
    /// The global frame of the node tagged `.id(id)` (`.null` when missing).
    func frame(_ id: String) -> CGRect { node(id)?.frame ?? .null }
}

extension SolvedNode {
    func first(where predicate: (SolvedNode) -> Bool) -> SolvedNode? {
        if predicate(self) { return self }
        for child in children { if let found = child.first(where: predicate) { return found } }
        return nil
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Equal within a thousandth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
}

/// A fixed-size view: what the spec calls a content view of a given size.
func box(_ width: CGFloat, _ height: CGFloat) -> ViewNode { Color.gray.frame(width: width, height: height) }
