import Foundation

/// `aspectRatio(_:contentMode:)` (SEMANTICS §12): only the proposal changes. The ratio box (r × 1, or the child's
/// ideal size) is scaled to fit or fill the proposal and proposed; the modifier answers the child's answer.
struct AspectRatioLayout {
    var ratio: CGFloat?
    var contentMode: ContentMode

    func childProposal(_ proposal: ProposedViewSize, idealSize: () -> CGSize) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        let box = box(idealSize: idealSize)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return proposal }
        let scaleX = proposal.width.map { $0 / box.width } ?? .infinity
        let scaleY = proposal.height.map { $0 / box.height } ?? .infinity
        let scale: CGFloat
        switch contentMode {
        case .fit: scale = Swift.min(scaleX, scaleY)
        case .fill:
            // A `nil` axis is an unlimited factor, so fill with one `nil` axis proposes ∞ × ∞.
            scale = Swift.max(scaleX, scaleY)
        }
        return ProposedViewSize(width: box.width * scale, height: box.height * scale)
    }

    /// The box scaled to the proposal: r × 1, or the child's ideal size when the ratio is `nil`.
    func box(idealSize: () -> CGSize) -> CGSize {
        ratio.map { CGSize(width: $0, height: 1) } ?? idealSize()
    }
}
