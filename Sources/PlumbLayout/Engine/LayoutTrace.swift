import Foundation

/// What a solve that explains sizes records as it goes (``LayoutEngine/explainsSizes``): per node and proposal, the
/// rule its answer came from and the operands of the offer that proposed it. While an answer is being computed, the
/// trace also keeps the questions the computation asks its children and a rule the computation notes itself, which
/// the rule is made from. A normal solve has no trace and records none of this.
final class LayoutTrace {
    struct Key: Hashable {
        var node: Int32
        var proposal: ProposedViewSize
    }

    /// One answer being computed: the questions it asked its children (with their answers), in order, and the rule
    /// it noted, if it noted one.
    struct Computation {
        var questions: [(node: Int32, proposal: ProposedViewSize, size: CGSize)] = []
        var noted: SizingRule?
    }

    private var answers: [Key: SizingRule] = [:]
    private var offers: [Key: OfferRule] = [:]
    /// The computations in progress, innermost last.
    private var computations: [Computation] = []

    /// An answer starts being computed.
    func begin() {
        computations.append(Computation())
    }

    /// The innermost computation ended: what it asked and noted.
    func end() -> Computation {
        computations.removeLast()
    }

    /// The computation in progress asked `node` and got `size`.
    func asked(_ node: Int32, _ proposal: ProposedViewSize, _ size: CGSize) {
        guard !computations.isEmpty else { return }
        computations[computations.count - 1].questions.append((node, proposal, size))
    }

    /// The computation in progress decided by `rule` (a layout whose operands only it has: a grid's tracks).
    func note(_ rule: SizingRule) {
        guard !computations.isEmpty else { return }
        computations[computations.count - 1].noted = rule
    }

    func answered(_ node: Int32, _ proposal: ProposedViewSize, by rule: SizingRule) {
        answers[Key(node: node, proposal: proposal)] = rule
    }

    func offered(_ node: Int32, _ proposal: ProposedViewSize, by rule: OfferRule) {
        offers[Key(node: node, proposal: proposal)] = rule
    }

    /// Why `node` has its answer to the proposal it was placed with.
    func step(_ node: Int32, placedWith proposal: ProposedViewSize) -> SizingStep? {
        let key = Key(node: node, proposal: proposal)
        return answers[key].map { SizingStep(offer: offers[key], rule: $0) }
    }
}
