import PlumbLayout

/// The order SwiftUI draws a container's children in: declaration order, stably sorted by `zIndex` (set on a child
/// or on the view its modifiers wrap); a background's secondary view before its primary. Painting walks it forwards,
/// hit testing backwards.
public enum DrawingOrder {
    /// `node`'s child indices in drawing order.
    public static func children(of node: SolvedNode) -> [Int] {
        withUnsafePointer(to: node) { order(of: $0) } ?? Array(node.children.indices)
    }

    /// `node`'s child indices in drawing order, or `nil` when that is declaration order.
    static func order(of node: UnsafePointer<SolvedNode>) -> [Int]? {
        node.pointee.children.withUnsafeBufferPointer { buffer in
            guard let children = buffer.baseAddress, buffer.count > 1 else { return nil }
            switch node.pointee.kind {
            case .background, .preferenceReader(_, .background, _, _): return [1, 0]
            default: break
            }
            let zIndices = (0..<buffer.count).map { zIndex(of: children + $0) }
            guard zIndices.contains(where: { $0 != 0 }) else { return nil }
            return (0..<buffer.count).sorted { (zIndices[$0], $0) < (zIndices[$1], $1) }
        }
    }

    /// The `zIndex` a container orders a child by: set on it or on the view its modifiers wrap.
    private static func zIndex(of node: UnsafePointer<SolvedNode>) -> Double {
        switch node.pointee.kind {
        case .effect(.zIndex(let index)): index
        case .stack, .zstack, .layout, .group, .grid, .gridRow, .lazyGrid, .viewThatFits, .painted, .color, .gradient, .shape, .canvas, .text, .image,
             .spacer, .empty: 0
        default: node.pointee.children.withUnsafeBufferPointer { $0.isEmpty ? 0 : zIndex(of: $0.baseAddress!) }
        }
    }
}
