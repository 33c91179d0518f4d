import Foundation

/// Why a solved view has its size: how its parent arrived at the proposal it was placed with, and the rule by which
/// the view answered that proposal. Recorded by a solve that explains sizes (``LayoutEngine/explainsSizes``), from
/// the values the solve itself computed with.
public struct SizingStep: Hashable, Sendable {
    /// How the parent chose the proposal; `nil` when it passed its own proposal on unchanged.
    public var offer: OfferRule?
    /// How the view answered the proposal.
    public var rule: SizingRule

    public init(offer: OfferRule?, rule: SizingRule) {
        self.offer = offer
        self.rule = rule
    }
}
