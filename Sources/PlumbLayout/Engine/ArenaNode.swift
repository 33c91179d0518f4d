import Foundation

/// One node of the engine's arena: the view's kind and its place in the tree. Geometry and caches live in
/// parallel arrays of `LayoutEngine`, indexed by the same `Int32`.
struct ArenaNode {
    var kind: ViewKind
    var parent: Int32
    /// This node's children are `childList[firstChild ..< firstChild + childCount]`.
    var firstChild: Int32
    var childCount: Int32
    /// Index into `LayoutEngine.environments`.
    var environment: Int32
    /// The axis of the stack this node sits in (for Spacers), `nil` outside stacks.
    var stackAxis: Axis?
    /// Some node in this subtree may answer an explicit alignment guide (an `alignmentGuide` or a Text).
    var mayHaveExplicitGuides: Bool
    /// Some node in this subtree reads its own position (GeometryReader, anchors, preference readers), so the
    /// subtree is placed again whenever its parent is.
    var readsPosition: Bool
    /// A single-child stack: laid out as its child (§1.5).
    var isTransparent: Bool
    var source: SourceLocation?
    var id: AnyHashable?
    /// The child index path from the root.
    var path: [Int]
}

/// What an `ArenaNode` does in layout, derived once from its kind.
enum LayoutRole {
    /// No layout node in SwiftUI (offset, environment, preferences, ids, effects, …): size, spacing, priority and
    /// guides pass through.
    case passthrough
    /// A unary modifier with a layout of its own (frame, padding, …): priority 0, guides translated.
    case unary
    /// Primary plus secondary (background, overlay, preference reader).
    case secondary
    case container
    case leaf
}

extension ViewKind {
    var role: LayoutRole {
        switch self {
        case .color, .shape, .text, .image, .spacer, .empty, .geometryReader: .leaf
        case .stack, .zstack, .layout, .group: .container
        case .frame, .flexFrame, .padding, .aspectRatio, .position: .unary
        case .background, .overlay, .preferenceReader: .secondary
        case .fixedSize, .layoutPriority, .offset, .alignmentGuide, .layoutValue, .coordinateSpace, .preference,
             .anchorPreference, .transformPreference, .onPreferenceChange, .environment, .effect, .tapAction, .control:
            .passthrough
        }
    }
}
