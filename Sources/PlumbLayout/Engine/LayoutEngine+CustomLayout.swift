import Foundation

/// Where a custom layout's `placeSubviews` put a subview.
struct RecordedPlacement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

extension LayoutEngine: SubviewHost {
    func subviews(of node: Int32) -> LayoutSubviews {
        LayoutSubviews(host: self, nodes: children(of: node))
    }

    /// Runs `body` with the custom layout's cache for `node`, made on first use.
    private func withLayoutCache<R>(_ node: Int32, _ layout: AnyLayout, _ body: (inout AnyLayoutCache, LayoutSubviews) -> R) -> R {
        let subviews = subviews(of: node)
        var cache = layoutCaches[node] ?? layout.makeCache(subviews: subviews)
        defer { layoutCaches[node] = cache }
        return body(&cache, subviews)
    }

    func customLayoutSize(_ node: Int32, _ layout: AnyLayout, _ proposal: ProposedViewSize) -> CGSize {
        withLayoutCache(node, layout) { layout.sizeThatFits(proposal: proposal, subviews: $1, cache: &$0) }
    }

    func customLayoutSpacing(_ node: Int32, _ layout: AnyLayout) -> ViewSpacing {
        withLayoutCache(node, layout) { layout.spacing(subviews: $1, cache: &$0) }
    }

    func customLayoutExplicitGuide(_ node: Int32, _ layout: AnyLayout, _ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withLayoutCache(node, layout) { cache, subviews in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &cache)
        }
    }

    /// Runs the layout's `placeSubviews` in `bounds` and turns what it recorded into child placements relative to
    /// the bounds; a subview never placed sits at the centre with the container's proposal (§17). With a trace, the
    /// offers go into it.
    func customLayoutPlacements(_ node: Int32, _ layout: AnyLayout, proposal: ProposedViewSize, bounds: CGRect, tracing trace: LayoutTrace?) -> ChildPlacements {
        let recorded = recordingPlacements {
            withLayoutCache(node, layout) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: $1, cache: &$0) }
        }
        let children = children(of: node)
        let placements = resolve(recorded, children: children, bounds: bounds, proposal: proposal)
        for (index, child) in children.enumerated() {
            trace?.offered(child, placements.proposals[index], by: .customLayout(name: layout.name, placed: recorded[child] != nil))
        }
        return placements
    }

    private func recordingPlacements(_ body: () -> Void) -> [Int32: RecordedPlacement] {
        let outer = pendingPlacements
        pendingPlacements = [:]
        body()
        let recorded = pendingPlacements
        pendingPlacements = outer
        return recorded
    }

    private func resolve(_ recorded: [Int32: RecordedPlacement], children: [Int32], bounds: CGRect, proposal: ProposedViewSize) -> ChildPlacements {
        var result = ChildPlacements(size: bounds.size, origins: [], proposals: [], sizes: [], alignmentLines: (nil, nil))
        for child in children {
            if let placement = recorded[child] {
                let childSize = size(child, placement.proposal)
                let anchor = placement.anchor.point(in: childSize)
                result.origins.append(CGPoint(x: placement.position.x - anchor.x - bounds.minX, y: placement.position.y - anchor.y - bounds.minY))
                result.proposals.append(placement.proposal)
                result.sizes.append(childSize)
            } else {
                let childSize = size(child, proposal)
                result.origins.append(CGPoint(x: (bounds.width - childSize.width) / 2, y: (bounds.height - childSize.height) / 2))
                result.proposals.append(proposal)
                result.sizes.append(childSize)
            }
        }
        return result
    }

    /// The default `explicitAlignment` of a custom layout (§17): its subviews placed in `bounds`, their explicit
    /// values merged, relative to the bounds.
    func mergedExplicitGuide(_ key: AlignmentKey, of children: [Int32], in bounds: CGRect, proposal: ProposedViewSize, place: (CGRect, ProposedViewSize) -> Void) -> CGFloat? {
        if key.isBuiltInEdge { return nil }
        guard children.contains(where: { nodes[Int($0)].mayHaveExplicitGuides }) else { return nil }
        let placements = resolve(recordingPlacements { place(bounds, proposal) }, children: children, bounds: bounds, proposal: proposal)
        return fold(key, children: children, placements)
    }

    /// The children's explicit values for `key`, translated by their origins and folded with the key's rule.
    func fold(_ key: AlignmentKey, children: [Int32], _ placements: ChildPlacements) -> CGFloat? {
        var merged: CGFloat?
        var n = 0
        for (index, child) in children.enumerated() {
            guard let value = explicitGuide(child, key, placements.sizes[index]) else { continue }
            key.combine.fold(childValue: placements.origins[index][key.axis] + value, n, into: &merged)
            n += 1
        }
        return merged
    }

    // MARK: SubviewHost

    func subviewSize(_ subview: Int32, _ proposal: ProposedViewSize) -> CGSize { size(subview, proposal) }

    func subviewDimensions(_ subview: Int32, _ proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(subview, size(subview, proposal))
    }

    func subviewPriority(_ subview: Int32) -> Double { priority(subview) }
    func subviewSpacing(_ subview: Int32) -> ViewSpacing { spacing(subview) }

    /// The outermost `layoutValue` for `key` on the subview's modifier chain, else the key's default.
    func subviewLayoutValue(_ subview: Int32, _ key: LayoutValueKeyID) -> Any {
        for node in modifierChain(subview) {
            if case .layoutValue(let valueKey, let value) = kinds[Int(node)], valueKey == key { return value }
        }
        return key.defaultValue
    }

    func placeSubview(_ subview: Int32, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        pendingPlacements[subview] = RecordedPlacement(position: position, anchor: anchor, proposal: proposal)
    }
}
