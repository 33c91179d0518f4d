import Foundation

/// The rule by which a view answered its proposal, with the operands the solve used.
public enum SizingRule: Hashable, Sendable {
    /// `Color`, a shape, a gradient, a `Canvas`, a `GeometryReader`, a resizable `Image`: the proposal, 10 on an
    /// unspecified axis (§1.2, §13).
    case fillsProposal
    /// An `Image` that is not resizable, an SF Symbol (sized from its font): its own size whatever the proposal.
    case naturalSize
    /// `Spacer`: along its stack's axis the larger of the proposal and its minimum length, across it 0; on both
    /// axes outside a stack (§3.5).
    case spacer(minLength: CGFloat, axis: Axis?)
    /// `EmptyView`, `Group`: nothing.
    case empty
    /// `Text`: its lines set within the proposed width (§1.2, §20).
    case text(TextSizing)
    /// `HStack` / `VStack`: the children's lengths and the gaps along the axis; across it, the extent of the
    /// children aligned on the stack's guide (§3.1).
    case stack(StackSizing)
    /// A stack of one child is laid out as that child (§1.5).
    case oneChildStack
    /// `ZStack`: the union of its highest-priority children, aligned (§4).
    case zstack(alignment: Alignment)
    /// `frame(width:height:)`: its length on each axis that has one, its child's on the others (§5).
    case frame(width: FrameLength, height: FrameLength)
    /// A flexible frame: on each axis the clause of §6.2 that decided it.
    case flexFrame(width: FlexFrameLength, height: FlexFrameLength)
    /// `padding`: the child's answer plus the insets (§7).
    case padding(EdgeInsets, child: CGSize)
    /// `fixedSize`: its child's answer to `nil` on the fixed axes, its ideal size there (§11).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `aspectRatio`: its child's answer to the box it proposed, not the box (§12).
    case aspectRatio
    /// `position`: all of its proposal, its child's answer on an unspecified axis (§9).
    case position
    /// `containerRelativeFrame`: its lengths from the container's size on its axes, its child's on the others.
    case containerRelativeFrame(containerSize: CGSize, width: CGFloat?, height: CGFloat?)
    /// A custom `Layout`: what its `sizeThatFits` answered (§17).
    case customLayout(name: String)
    /// `Grid`: its columns and rows, shared out as a stack's children are, with the gaps between them.
    case grid(columns: [CGFloat], columnGaps: [CGFloat], rows: [CGFloat], rowGaps: [CGFloat])
    /// `GridRow`: the frame of its row, which its grid proposed.
    case gridRow
    /// `LazyVGrid` / `LazyHGrid`: its tracks across the growth axis and its lines along it (`gap` apart).
    case lazyGrid(axis: Axis, tracks: [CGFloat], lines: [CGFloat], gap: CGFloat)
    /// `ViewThatFits`: its choice's answer, the first of `count` children whose ideal size fits (else the last).
    case viewThatFits(choice: Int, count: Int)
    /// A modifier with no layout of its own (`layoutPriority`, `offset`, `alignmentGuide`, an environment value, …),
    /// a background's or overlay's primary view, a scroll view's container: its child's answer.
    case child
}

/// One axis of `frame(width:height:)`.
public enum FrameLength: Hashable, Sendable {
    /// The frame's own length.
    case fixed(CGFloat)
    /// The child's answer.
    case child(CGFloat)
}

/// One axis of a flexible frame: the clause of SEMANTICS §6.2 that decided it, with its operands.
public enum FlexFrameLength: Hashable, Sendable {
    /// Both bounds given: the proposal clamped to them, the child not consulted (rule 1).
    case proposalClamped(proposal: CGFloat, minimum: CGFloat, maximum: CGFloat)
    /// An unspecified proposal and an ideal length: the ideal (rule 2).
    case ideal(CGFloat)
    /// One bound, or both and an unspecified proposal: the child's answer against the child's proposal and the
    /// bounds (rule 3).
    case childBounded(child: CGFloat, offered: CGFloat?, minimum: CGFloat?, maximum: CGFloat?)
    /// No bounds: the child's answer.
    case child(CGFloat)

    /// The length the clause gives.
    public var length: CGFloat {
        switch self {
        case .proposalClamped(let proposal, let minimum, let maximum): return clamp(proposal, minimum, maximum)
        case .ideal(let ideal): return ideal
        case .child(let child): return child
        case .childBounded(let child, let offered, let minimum, let maximum):
            switch (minimum, maximum) {
            case (let minimum?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), minimum)
            case (nil, let maximum?): return Swift.min(Swift.max(offered ?? -.infinity, child), maximum)
            default: return clamp(child, minimum, maximum)
            }
        }
    }
}

/// How a text was set for its proposal.
public struct TextSizing: Hashable, Sendable {
    /// The proposed width it was set in (`nil` or ∞: on one line, unwrapped).
    public var width: CGFloat?
    public var lineCount: Int
    /// `lineLimit`, when one applies.
    public var lineLimit: Int?
    /// Whether the text was cut to fit, ending in an ellipsis.
    public var isTruncated: Bool
    /// Below 1 when `minimumScaleFactor` shrank the font to fit.
    public var fontScale: CGFloat
}

/// A stack's answer: its children's lengths along its axis with the gaps between them, and the extent across it.
public struct StackSizing: Hashable, Sendable {
    public var axis: Axis
    /// The children's lengths along the axis, in declaration order.
    public var lengths: [CGFloat]
    public var gaps: [CGFloat]
    /// The guide the children are aligned on across the axis.
    public var alignment: AlignmentKey
}
