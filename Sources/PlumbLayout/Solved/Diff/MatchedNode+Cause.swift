import Foundation

extension MatchedNode {
    /// Why the last view of `chain` (root first) changed: the offer its parent made, if that changed, and the first
    /// place that explains it — an argument changed on the chain (top-down), else a change in the subtree of the
    /// nearest view above that has one (its content, then its siblings, outwards; an `alignmentGuide`'s value counts),
    /// else a guide value on the chain.
    func cause(chain: [MatchedNode], tolerance: Double) -> String? {
        let origin = chain.lazy.compactMap(\.argumentChange).first
            ?? chain.reversed().lazy.compactMap { $0.firstChangeInSubtree(tolerance: tolerance) }.first
            ?? chain.lazy.compactMap { $0.guideChange(tolerance: tolerance, explicitOnly: false) }.first
        let offer = offerChange(chain: chain, tolerance: tolerance)
        switch (offer, origin) {
        case (let offer?, let origin?): return offer + " because " + origin
        case (let offer?, nil): return offer
        case (nil, let origin?): return origin
        case (nil, nil): return nil
        }
    }

    /// `its `HStack` offered 302×nil instead of 320×nil`, when the last view's proposal changed.
    private func offerChange(chain: [MatchedNode], tolerance: Double) -> String? {
        guard chain.count >= 2, let old = chain.last?.reference?.proposal, let new = chain.last?.actual?.proposal,
              !LayoutDiff.same(old.width, new.width, tolerance) || !LayoutDiff.same(old.height, new.height, tolerance) else { return nil }
        let parent = chain[chain.count - 2].node
        return "its `\(parent.isView ? parent.kind : "." + parent.kind)` offered \(new.description) instead of \(old.description)"
    }

    /// `` `.padding(9)` became `.padding(18)` at Card.swift:14 `` when this node's arguments changed.
    var argumentChange: String? {
        guard let reference, let actual, reference.arguments != actual.arguments else { return nil }
        return "`\(reference.call)` became `\(actual.call)`" + Self.place(actual.source)
    }

    /// The first argument change, added or removed view, or changed `alignmentGuide` value in this subtree, in tree
    /// order.
    func firstChangeInSubtree(tolerance: Double) -> String? {
        if reference == nil { return "`\(node.call)` was added" + Self.place(node.source) }
        if actual == nil { return "`\(node.call)` was removed" + Self.place(node.source).replacingOccurrences(of: " at ", with: " from ") }
        if let change = argumentChange ?? guideChange(tolerance: tolerance, explicitOnly: true) { return change }
        return children.lazy.compactMap { $0.firstChangeInSubtree(tolerance: tolerance) }.first
    }

    /// `the `bottom` guide of `Color` became 20 instead of 40`, when a guide value this node was aligned by changed
    /// (with `explicitOnly`, one an `alignmentGuide` set).
    func guideChange(tolerance: Double, explicitOnly: Bool) -> String? {
        guard let reference, let actual else { return nil }
        for new in actual.guides where new.explicit || !explicitOnly {
            guard let old = reference.guides.first(where: { $0.alignment == new.alignment }), !LayoutDiff.same(old.value, new.value, tolerance) else { continue }
            func length(_ value: Double?) -> String { value.map { formatLength(CGFloat($0)) } ?? "nil" }
            return "the `\(new.alignment)` guide of `\(node.call)` became \(length(new.value)) instead of \(length(old.value))" + Self.place(actual.source)
        }
        return nil
    }

    private static func place(_ source: RecordSource?) -> String {
        source.map { " at " + $0.description } ?? ""
    }
}
