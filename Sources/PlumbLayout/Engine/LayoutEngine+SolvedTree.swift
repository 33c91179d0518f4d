import Foundation

extension LayoutEngine {
    /// The solved tree of the last solve: every placed view with its geometry, guides, anchors and preferences.
    public func solvedTree() -> SolvedTree {
        let keys = producedPreferenceKeys
        let root = root >= 0
            ? solvedNode(root, parentOrigin: .zero, parentLayoutOrigin: .zero, keys: keys)
            : SolvedNode(kind: .empty, frame: .zero)
        return SolvedTree(size: windowSize, safeAreaInsets: safeAreaInsets, root: root, warnings: warnings)
    }

    private func solvedNode(_ node: Int32, parentOrigin: CGPoint, parentLayoutOrigin: CGPoint, keys: [PreferenceKeyID]) -> SolvedNode {
        let arenaNode = nodes[Int(node)]
        let kind = kinds[Int(node)]
        let identity = identities[Int(node)]
        let origin = parentOrigin + origins[Int(node)]
        let layoutOrigin = parentLayoutOrigin + origins[Int(node)]
        let size = sizes[Int(node)]
        var contentOffset = CGSize.zero
        if case .offset(let delta) = kind { contentOffset = delta }
        var anchors: [CapturedAnchor] = []
        switch kind {
        case .anchorPreference(let key, let source, _), .transformAnchorPreference(let key, let source, _):
            anchors.append(CapturedAnchor(key: key, value: source.capture(origin: origin, size: size)))
        default:
            break
        }
        let proposal = placedProposals[Int(node)] ?? ProposedViewSize(size)
        var text: TextMeasurement?
        if case .text = kind { text = measureText(node, proposal) }
        let childOrigin = CGPoint(x: origin.x + contentOffset.width, y: origin.y + contentOffset.height)
        let children = children(of: node).filter { placedProposals[Int($0)] != nil }.map {
            solvedNode($0, parentOrigin: childOrigin, parentLayoutOrigin: layoutOrigin, keys: keys)
        }
        return SolvedNode(
            kind: kind.resolvingShapes(for: size),
            frame: CGRect(origin: origin, size: size),
            source: identity.source, definition: identity.definition, id: identity.id, path: identity.path,
            environment: environments[Int(arenaNode.environment)],
            queries: queries[node] ?? [],
            proposal: proposal,
            layoutFrame: CGRect(origin: layoutOrigin, size: size),
            contentOffset: contentOffset,
            priority: priority(node),
            guides: guideRecords[node] ?? [],
            alignmentLines: lineRecords[node] ?? [],
            anchors: anchors,
            preferences: keys.compactMap { key in preferenceValue(node, key).map { PreferenceValue(key: key, value: $0) } },
            text: text,
            sizing: trace?.step(node, placedWith: proposal),
            children: children
        )
    }
}
