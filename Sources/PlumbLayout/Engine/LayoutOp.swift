import Foundation

/// A node's layout arithmetic as plain values, derived from its `ViewKind` when the node is built or replaced. The
/// solver's hot paths switch on it rather than on the kind, whose payloads (closures, alignment keys, strings) are
/// reference counted and cost a retain and a release each time a switch copies them out. Kinds with no case of
/// their own are `.general`: the solver reads their kind.
enum LayoutOp {
    /// `Color`, a shape: the proposal, unspecified axes 10 (§1.2).
    case greedy
    /// A named image that is neither a symbol nor resizable: its natural size.
    case fixed(CGSize)
    /// `Spacer(minLength:)` along the node's stack axis (§3.5).
    case spacer(minLength: CGFloat?)
    /// `EmptyView`, `Group`: nothing.
    case empty
    /// `HStack` / `VStack`, its alignment at this index of `LayoutEngine.alignmentKeys`.
    case stack(axis: Axis, spacing: CGFloat?, alignment: Int32)
    /// `frame(width:height:alignment:)` whose alignment is a built-in edge or centre on both axes, at this unit point.
    case frame(FrameLayout, alignment: UnitPoint)
    case padding(PaddingLayout)
    case fixedSize(FixedSizeLayout)
    /// A modifier with no layout of its own: the child's answer and placement.
    case passthrough
    case general

    /// The op of `kind`; `index` gives an alignment key's index in the engine's table.
    init(_ kind: ViewKind, index: (AlignmentKey) -> Int32) {
        switch kind {
        case .color, .gradient, .shape, .canvas:
            self = .greedy
        case .image(let image, _) where !image.isSystemSymbol && !image.isResizable:
            self = .fixed(image.naturalSize)
        case .spacer(let minLength):
            self = .spacer(minLength: minLength)
        case .empty, .group:
            self = .empty
        case .stack(let axis, let alignment, let spacing):
            self = .stack(axis: axis, spacing: spacing, alignment: index(alignment))
        case .frame(let width, let height, let alignment):
            if let x = alignment.horizontal.key.fraction, let y = alignment.vertical.key.fraction {
                self = .frame(FrameLayout(width: width, height: height), alignment: UnitPoint(x: x, y: y))
            } else {
                self = .general
            }
        case .padding(let insets):
            self = .padding(PaddingLayout(insets: insets))
        case .fixedSize(let horizontal, let vertical):
            self = .fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
        case .layoutPriority, .offset, .alignmentGuide, .layoutValue, .gridCell, .coordinateSpace, .preference, .anchorPreference,
             .transformPreference, .transformAnchorPreference, .onPreferenceChange, .environment, .effect, .tapAction, .painted:
            self = .passthrough
        default:
            self = .general
        }
    }

    /// How many nodes answering a size query visits, counting this one, when the node has a child visiting
    /// `childSteps`: `nil` when that is not a short, fixed chain (so the answer is cached, not recomputed).
    func answerSteps(childSteps: UInt8?) -> UInt8? {
        switch self {
        case .greedy, .fixed, .spacer, .empty:
            return 1
        case .frame(let frame, _) where frame.width != nil && frame.height != nil:
            return 1
        case .frame, .padding, .fixedSize, .passthrough:
            return childSteps.map { $0 + 1 }
        case .stack, .general:
            return nil
        }
    }

    /// The axes on which the node answers a proposed length p (≥ 0, ∞ or NaN) with p, with a constant, or with
    /// max(p, m), and across which its answer does not follow p, when its only child has `child` such axes. On such
    /// an axis the answer to p is p clamped to the answers to 0 and ∞ (the constant when they are equal), in exactly
    /// the arithmetic the node would do: a stack works it out from its probes instead of asking. (The engine adds the
    /// axes the node's answer does not depend on.)
    func clampedAxes(child: ProposalDependence) -> ProposalDependence {
        switch self {
        case .greedy, .fixed, .spacer, .empty:
            return .both
        case .frame(let frame, _):
            // A fixed length is the answer, and the child's proposal, on its axis.
            var axes = child
            if frame.width != nil { axes.insert(.width) }
            if frame.height != nil { axes.insert(.height) }
            return axes
        case .padding(let padding):
            // Subtracting and adding insets is not exact: only axes without insets pass the child's rule through.
            var axes = child
            if padding.insets.horizontal != 0 { axes.remove(.width) }
            if padding.insets.vertical != 0 { axes.remove(.height) }
            return axes
        case .fixedSize(let fixedSize):
            // A fixed axis is proposed `nil` whatever the proposal: its answer is a constant.
            var axes = child
            if fixedSize.horizontal { axes.insert(.width) }
            if fixedSize.vertical { axes.insert(.height) }
            return axes
        case .passthrough:
            return child
        case .stack, .general:
            return []
        }
    }
}
