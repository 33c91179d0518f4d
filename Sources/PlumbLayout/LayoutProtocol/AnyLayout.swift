import Foundation

/// A type-erased layout (SwiftUI's `AnyLayout`): the form in which the engine stores every custom layout.
public struct AnyLayout: Layout {
    public typealias Cache = AnyLayoutCache
    let box: AnyLayoutBox

    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? LayoutBox(layout)
    }

    /// The wrapped layout's `stackOrientation`.
    public var stackOrientation: Axis? { box.stackOrientation }
    /// The wrapped layout's type name, for the solved tree.
    public var name: String { box.name }

    public func makeCache(subviews: Subviews) -> AnyLayoutCache { AnyLayoutCache(value: box.makeCache(subviews)) }
    public func updateCache(_ cache: inout AnyLayoutCache, subviews: Subviews) { box.updateCache(&cache.value, subviews) }
    public func spacing(subviews: Subviews, cache: inout AnyLayoutCache) -> ViewSpacing { box.spacing(subviews, &cache.value) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

/// The cache of an `AnyLayout`: the wrapped layout's cache, type-erased.
public struct AnyLayoutCache {
    var value: Any
}

class AnyLayoutBox {
    var stackOrientation: Axis? { nil }
    var name: String { "" }
    func makeCache(_ subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { fatalError("abstract") }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) { fatalError("abstract") }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? { fatalError("abstract") }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var stackOrientation: Axis? {
        ((layout as? any SelfDescribingLayout)?.properties ?? L.layoutProperties).stackOrientation
    }
    override var name: String { (layout as? any SelfDescribingLayout)?.name ?? String(describing: L.self) }

    /// Runs `body` on the typed cache, recreating it when the stored one is of another layout's type.
    private func withCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withCache(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
