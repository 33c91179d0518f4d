import Foundation

/// One node of the engine's arena: its place in the tree and the flags the solver reads on every query, all plain
/// values so that reading a node copies nothing that is reference counted. The node's kind, layout op and identity
/// live in parallel tables of `LayoutEngine` (`kinds`, `ops`, `identities`), as do geometry and caches, indexed by
/// the same `Int32`.
struct ArenaNode {
    var parent: Int32
    /// This node's index among its parent's children.
    var indexInParent: Int32 = 0
    /// This node's children are `childList[firstChild ..< firstChild + childCount]`.
    var firstChild: Int32 = 0
    var childCount: Int32 = 0
    /// Index into `LayoutEngine.environments`.
    var environment: Int32
    /// The axis of the stack this node sits in (for Spacers), `nil` outside stacks.
    var stackAxis: Axis?
    /// Some node in this subtree may answer an explicit alignment guide (an `alignmentGuide` or a Text).
    var mayHaveExplicitGuides = false
    /// Some node in this subtree reads its own position (GeometryReader, anchors, preference readers), so the
    /// subtree is placed again whenever its parent is.
    var readsPosition = false
    /// Some node in this subtree is a `containerRelativeFrame`, whose answers depend on its container's size too.
    var usesContainerSize = false
    /// A single-child stack: laid out as its child (§1.5).
    var isTransparent = false
    /// Whether the node's answer may change with the proposal's width, or height (see `ProposalDependence`).
    var dependence = ProposalDependence.both
    /// The axes on which the node's answer follows the proposed length by a rule its answers to 0 and ∞ give (see
    /// `LayoutOp.clampedAxes`).
    var clampedAxes: ProposalDependence = []
    /// The node's layout priority as its parent reads it (§1.4, §3.6).
    var priority: Double = 0
    /// How many nodes answering a size query visits when it is a short chain of modifiers over a leaf (see
    /// `LayoutOp.answerSteps`), `nil` otherwise.
    var answerSteps: UInt8?

    /// Answering costs less than looking the answer up: never cached.
    var isCheap: Bool { (answerSteps ?? .max) <= 3 }
}

/// Where a view was written and who it is: what the solved tree reports, never read while solving.
struct NodeIdentity {
    var source: SourceLocation?
    var definition: SourceLocation?
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
        case .color, .gradient, .shape, .canvas, .text, .image, .spacer, .empty, .geometryReader: .leaf
        case .stack, .zstack, .layout, .group, .grid, .gridRow, .lazyGrid, .viewThatFits: .container
        case .frame, .flexFrame, .divider, .padding, .aspectRatio, .position, .containerRelativeFrame: .unary
        case .background, .overlay, .preferenceReader: .secondary
        case .fixedSize, .layoutPriority, .offset, .alignmentGuide, .layoutValue, .gridCell, .coordinateSpace, .preference,
             .anchorPreference, .transformPreference, .transformAnchorPreference, .onPreferenceChange, .environment, .effect, .tapAction, .painted,
             .sizingContainer:
            .passthrough
        }
    }
}
