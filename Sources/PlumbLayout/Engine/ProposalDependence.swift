import Foundation

/// The axes of a proposal a node's answer may depend on. An answer depends only on the proposal (§1.1), and many
/// depend on less: a `frame(width: 10, height: 10)` on nothing, a stack of such views on nothing, a Spacer only on
/// its stack's axis. Without recording queries, the engine caches an answer under its proposal with the axes it
/// cannot depend on set to `nil`, so that a subtree is measured once for all the offers that differ only there.
struct ProposalDependence: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let width = ProposalDependence(rawValue: 1)
    static let height = ProposalDependence(rawValue: 2)
    static let both: ProposalDependence = [.width, .height]

    /// The dimension along `axis`.
    @inline(__always) init(_ axis: Axis) { self = axis == .horizontal ? .width : .height }

    /// The proposal with the axes the answer cannot depend on set to `nil`.
    @inline(__always) func key(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: contains(.width) ? proposal.width : nil, height: contains(.height) ? proposal.height : nil)
    }

    /// The dependence of a node of `kind` whose children (the primary first) have `children`. Conservative: kinds
    /// whose answer reads the proposal in ways not followed here depend on both axes.
    static func of(_ kind: ViewKind, stackAxis: Axis?, children: [ProposalDependence]) -> ProposalDependence {
        let all = children.reduce(into: ProposalDependence()) { $0.formUnion($1) }
        let primary = children.first ?? []
        switch kind {
        case .color, .gradient, .shape, .canvas, .text, .geometryReader, .layout, .aspectRatio, .position, .grid, .gridRow, .lazyGrid, .viewThatFits:
            return .both
        case .image(let image, _):
            return image.isResizable ? .both : []
        case .spacer:
            switch stackAxis {
            case .horizontal: return .width
            case .vertical: return .height
            case nil: return .both
            }
        case .empty, .group:
            return []
        case .stack, .zstack:
            // Every child is offered the container's minor axis and a share of its major one, and the container's
            // answer is made of theirs: an axis no child depends on changes nothing.
            return all
        case .frame(let width, let height, _):
            // A fixed length is both the answer and the child's proposal on its axis.
            let frame = FrameLayout(width: width, height: height)
            var result = primary
            if frame.width != nil { result.remove(.width) }
            if frame.height != nil { result.remove(.height) }
            return result
        case .flexFrame(let frame):
            var result = primary
            if frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil { result.insert(.width) }
            if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil { result.insert(.height) }
            return result
        case .sizingContainer:
            // Its size is its proposal, which the frames inside may use on any axis.
            return .both
        case .containerRelativeFrame(let frame):
            // Like a fixed frame on its axes: the container's length, not the proposal's (a new container size
            // drops the answers below the container).
            return primary.subtracting(frame.axes.contains(.horizontal) ? .width : []).subtracting(frame.axes.contains(.vertical) ? .height : [])
        case .fixedSize(let horizontal, let vertical):
            var result = primary
            if horizontal { result.remove(.width) }
            if vertical { result.remove(.height) }
            return result
        default:
            // Padding, pass-through modifiers and secondaries answer with their (primary) child's answer to the
            // proposal or to the proposal less constants.
            return primary
        }
    }
}
