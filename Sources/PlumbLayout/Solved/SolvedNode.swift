import Foundation

/// One view of a solved layout: everything the renderer draws from and the viewer explains with.
public struct SolvedNode {
    /// What the view is (with its drawing payload).
    public var kind: ViewKind
    public var source: SourceLocation?
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
    public var children: [SolvedNode]

    /// A short name for the kind (`VStack`, `frame`, `Text`), as the solved tree prints it.
    public var kindName: String { kind.name }
}

/// One proposal and its answer.
public struct SizeQuery: Hashable, Sendable {
    public var proposal: ProposedViewSize
    public var size: CGSize
}

/// A guide value a view was aligned by.
public struct GuideValue: Hashable, Sendable {
    public var key: AlignmentKey
    /// In the view's own coordinates.
    public var value: CGFloat
    /// Whether an `alignmentGuide` (here or propagated from inside) set it.
    public var isExplicit: Bool
}

/// A container's alignment line.
public struct AlignmentLine: Hashable, Sendable {
    public var key: AlignmentKey
    /// In the container's own coordinates.
    public var position: CGFloat
}

/// An anchor captured by `anchorPreference`.
public struct CapturedAnchor: Hashable, Sendable {
    public var key: PreferenceKeyID
    /// In window coordinates.
    public var value: AnchorStorage
}

/// A preference key's combined value at a view.
public struct PreferenceValue: @unchecked Sendable {
    public var key: PreferenceKeyID
    public var value: Any
}

/// The result of a solve.
public struct SolvedTree {
    /// The window size the tree was solved in.
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var root: SolvedNode
    /// Problems found while solving (contradictory frames, unsettled preferences, …).
    public var warnings: [LayoutWarning]
}

/// A problem the engine noticed, at the view that caused it.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var source: SourceLocation?

    public init(_ message: String, source: SourceLocation?) {
        self.message = message
        self.source = source
    }

    public var description: String { source.map { "\($0): warning: \(message)" } ?? "warning: \(message)" }
}
