import Foundation
import PlumbLayout
@testable import PlumbViewer

/// Hand-made solved trees for the viewer's pure pieces.
enum Trees {
    static func color(_ color: Color, _ frame: CGRect, id: String? = nil, guides: [GuideValue] = []) -> SolvedNode {
        SolvedNode(kind: .color(color), frame: frame, id: id.map { AnyHashable($0) }, guides: guides)
    }

    static func stack(_ children: [SolvedNode], frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> SolvedTree {
        SolvedTree(size: frame.size, root: SolvedNode(kind: .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0),
                                                      frame: frame, children: children))
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// `node` and every node under it, depth first.
    static func nodes(in node: SolvedNode) -> [SolvedNode] {
        [node] + node.children.flatMap(nodes(in:))
    }

    /// The fade wrapper's opacity, when `node` is one.
    static func fade(of node: SolvedNode) -> Double? {
        guard node.isFadeWrapper, case .effect(.opacity(let opacity)) = node.kind else { return nil }
        return opacity
    }
}
