import Foundation

extension SizeExplanation {
    /// One step in words: the view with its proposal and answer, and the reasons, the offer's first.
    public struct Line: Hashable, Sendable {
        /// `Color #left: 150 × 50 → 150 × 50`.
        public var heading: String
        /// `HStack offered 150 = (390 − 2 × 8 spacing − 74 for Text #price) ÷ 2 flexible children, less flexible
        /// first; fills its proposal`.
        public var reason: String

        /// The heading and the reason on one line.
        public var text: String { "\(heading) — \(reason)" }
    }

    /// The steps in words with their numbers (at most one decimal), root first.
    public var lines: [Line] {
        steps.map { step in
            let heading = "\(step.node.explainedName): \(Self.text(step.node.proposal)) → \(Self.text(step.node.size))"
            let reasons = [step.sizing.offer.map { Self.offerReason($0, step) }, Self.ruleReason(step.sizing.rule, step)]
            return Line(heading: heading, reason: reasons.compactMap { $0 }.joined(separator: "; "))
        }
    }

    /// The explanation as text, one step a line.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    static func text(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(explainedLength) ?? "nil") × \(proposal.height.map(explainedLength) ?? "nil")"
    }

    static func text(_ size: CGSize) -> String {
        "\(explainedLength(size.width)) × \(explainedLength(size.height))"
    }
}
