import Foundation

extension TapAction {
    /// For a `ScrollView` or `List`: how far its content is scrolled and what scrolling it does.
    public struct Scroll {
        /// The axes it scrolls along.
        public var axes: Axis.Set
        /// How far the content is scrolled from its start: positive moves it up and to the leading side.
        public var offset: CGSize
        /// Sets the offset (already clamped, ``clamped(_:in:)``).
        public var setOffset: (CGSize) -> Void

        public init(axes: Axis.Set, offset: CGSize, setOffset: @escaping (CGSize) -> Void) {
            self.axes = axes
            self.offset = offset
            self.setOffset = setOffset
        }

        /// `offset` kept within what the scroll view solved as `node` allows, as SwiftUI's rests without bounce:
        /// 0 to how far its content (the content of the offset it sets) overhangs it, on each axis it scrolls; 0 on
        /// the others.
        public func clamped(_ offset: CGSize, in node: SolvedNode) -> CGSize {
            let content = Self.content(of: node)?.frame.size ?? .zero
            func clamp(_ value: CGFloat, _ length: CGFloat, _ visible: CGFloat, _ scrolls: Bool) -> CGFloat {
                scrolls ? min(max(value, 0), max(length - visible, 0)) : 0
            }
            return CGSize(width: clamp(offset.width, content.width, node.frame.width, axes.contains(.horizontal)),
                          height: clamp(offset.height, content.height, node.frame.height, axes.contains(.vertical)))
        }

        /// The scrolled content: the only child of the first offset inside the scroll view.
        private static func content(of node: SolvedNode) -> SolvedNode? {
            if case .offset = node.kind { return node.children.first }
            for child in node.children {
                if let found = content(of: child) { return found }
            }
            return nil
        }
    }
}
