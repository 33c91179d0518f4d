import Foundation

/// One view of a solved layout: everything the renderer draws from and the viewer explains with.
public struct SolvedNode {
    /// What the view is (with its drawing payload).
    public var kind: ViewKind
    /// Where the view is in the scene.
    public var source: SourceLocation?
    /// Where a method the scene called at `source` (an extension's modifier) made it, when one did.
    public var definition: SourceLocation?
    public var id: AnyHashable?
    /// The structural path from the root (child indices), the view's identity when it has no `.id`.
    public var path: [Int]
    /// The environment the view sees (font, colours, text settings).
    public var environment: EnvironmentValues
    /// Every proposal the view was asked during the solve and its answer, in order.
    public var queries: [SizeQuery]
    /// The proposal the view was placed with.
    public var proposal: ProposedViewSize
    public var size: CGSize
    /// The frame in window coordinates, moved by every `offset` applied outside the view but not by its own: what a
    /// `GeometryReader` in its background reports as `frame(in: .global)`.
    public var frame: CGRect
    /// The frame in window coordinates as layout alone put it, with no offsets.
    public var layoutFrame: CGRect
    /// The translation this view's own `offset` applies to its content (zero for other views).
    public var contentOffset: CGSize
    /// The view's layout priority as its parent reads it.
    public var priority: Double
    /// The guides this view was aligned by in its parent, in its own coordinates.
    public var guides: [GuideValue]
    /// The alignment lines this container aligned its children on, in its own coordinates.
    public var alignmentLines: [AlignmentLine]
    /// Anchors captured by this view's `anchorPreference`s, in window coordinates.
    public var anchors: [CapturedAnchor]
    /// The combined preference values of this view's subtree, for the keys set in the tree.
    public var preferences: [PreferenceValue]
    /// For Text: the laid-out lines and baselines.
    public var text: TextMeasurement?
    /// Why the view has its size, when the solve explained sizes (``LayoutEngine/explainsSizes``).
    public var sizing: SizingStep?
    public var children: [SolvedNode]

    /// A short name for the kind (`VStack`, `frame`, `Text`), as the solved tree prints it.
    public var kindName: String { kind.name }

    public init(
        kind: ViewKind, frame: CGRect, source: SourceLocation? = nil, definition: SourceLocation? = nil, id: AnyHashable? = nil, path: [Int] = [],
        environment: EnvironmentValues = EnvironmentValues(), queries: [SizeQuery] = [], proposal: ProposedViewSize? = nil,
        layoutFrame: CGRect? = nil, contentOffset: CGSize = .zero, priority: Double = 0, guides: [GuideValue] = [],
        alignmentLines: [AlignmentLine] = [], anchors: [CapturedAnchor] = [], preferences: [PreferenceValue] = [],
        text: TextMeasurement? = nil, sizing: SizingStep? = nil, children: [SolvedNode] = []
    ) {
        self.kind = kind
        self.source = source
        self.definition = definition
        self.id = id
        self.path = path
        self.environment = environment
        self.queries = queries
        self.proposal = proposal ?? ProposedViewSize(frame.size)
        self.size = frame.size
        self.frame = frame
        self.layoutFrame = layoutFrame ?? frame
        self.contentOffset = contentOffset
        self.priority = priority
        self.guides = guides
        self.alignmentLines = alignmentLines
        self.anchors = anchors
        self.preferences = preferences
        self.text = text
        self.sizing = sizing
        self.children = children
    }
}

/// One proposal and its answer.
public struct SizeQuery: Hashable, Sendable {
    public var proposal: ProposedViewSize
    public var size: CGSize

    public init(proposal: ProposedViewSize, size: CGSize) {
        self.proposal = proposal
        self.size = size
    }
}

/// A guide value a view was aligned by.
public struct GuideValue: Hashable, Sendable {
    public var key: AlignmentKey
    /// In the view's own coordinates.
    public var value: CGFloat
    /// Whether an `alignmentGuide` (here or propagated from inside) set it.
    public var isExplicit: Bool

    public init(key: AlignmentKey, value: CGFloat, isExplicit: Bool) {
        self.key = key
        self.value = value
        self.isExplicit = isExplicit
    }
}

/// A container's alignment line.
public struct AlignmentLine: Hashable, Sendable {
    public var key: AlignmentKey
    /// In the container's own coordinates.
    public var position: CGFloat

    public init(key: AlignmentKey, position: CGFloat) {
        self.key = key
        self.position = position
    }
}

/// An anchor captured by `anchorPreference`.
public struct CapturedAnchor: Hashable, Sendable {
    public var key: PreferenceKeyID
    /// In window coordinates.
    public var value: AnchorStorage

    public init(key: PreferenceKeyID, value: AnchorStorage) {
        self.key = key
        self.value = value
    }
}

/// A preference key's combined value at a view.
/// `@unchecked Sendable`: the value is a scene's or a Swift type's value, copied, never mutated once reduced.
public struct PreferenceValue: @unchecked Sendable {
    public var key: PreferenceKeyID
    public var value: Any

    public init(key: PreferenceKeyID, value: Any) {
        self.key = key
        self.value = value
    }
}

/// The result of a solve.
public struct SolvedTree {
    /// The window size the tree was solved in.
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var root: SolvedNode
    /// Problems found while solving (contradictory frames, unsettled preferences, …).
    public var warnings: [LayoutWarning]

    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, root: SolvedNode, warnings: [LayoutWarning] = []) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.root = root
        self.warnings = warnings
    }
}
