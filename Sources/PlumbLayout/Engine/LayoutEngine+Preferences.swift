import Foundation

struct PreferenceMemoKey: Hashable {
    var node: Int32
    var key: PreferenceKeyID
}

extension LayoutEngine {
    /// The combined value of `key` over the subtree of a placed node, or `nil` when nothing in it produces the key
    /// (§16): children in tree order (background, primary, overlay), the first producer taken as is, the rest
    /// reduced into it.
    func preferenceValue(_ node: Int32, _ key: PreferenceKeyID) -> Any? {
        let memoKey = PreferenceMemoKey(node: node, key: key)
        if let memo = preferenceMemo[memoKey] { return memo }
        let value = computePreferenceValue(node, key)
        preferenceMemo[memoKey] = value
        return value
    }

    private func computePreferenceValue(_ node: Int32, _ key: PreferenceKeyID) -> Any? {
        switch kinds[Int(node)] {
        case .preference(let valueKey, let value) where valueKey == key:
            return value
        case .anchorPreference(let valueKey, let source, let transform) where valueKey == key:
            return transform(capturedAnchor(node, source))
        case .transformPreference(let valueKey, let transform) where valueKey == key:
            var value = combinedChildren(node, key) ?? key.defaultValue
            transform(&value)
            return value
        case .transformAnchorPreference(let valueKey, let source, let transform) where valueKey == key:
            var value = combinedChildren(node, key) ?? key.defaultValue
            transform(&value, capturedAnchor(node, source))
            return value
        default:
            return combinedChildren(node, key)
        }
    }

    /// The node's children's values in tree order: a background's secondary comes before its primary.
    private func combinedChildren(_ node: Int32, _ key: PreferenceKeyID) -> Any? {
        var children = children(of: node)
        if case .background = kinds[Int(node)] { children.reverse() }
        if case .preferenceReader(_, .background, _, _) = kinds[Int(node)] { children.reverse() }
        var result: Any?
        // A child never placed (a `ViewThatFits` alternative not shown) produces nothing.
        for child in children where placedProposals[Int(child)] != nil {
            guard let value = preferenceValue(child, key) else { continue }
            if result == nil {
                result = value
            } else {
                key.reduce(&result!, { value })
            }
        }
        return result
    }

    /// An anchor source captured at a placed node, in window coordinates (§15).
    func capturedAnchor(_ node: Int32, _ source: AnchorSourceSpec) -> AnchorStorage {
        source.capture(origin: globalOrigin(node), size: sizes[Int(node)])
    }

    /// Runs the `onPreferenceChange` actions whose values differ from the last solve's (every one, the first time).
    /// Returns the nodes whose actions ran, in tree order.
    func runPreferenceChangeActions() -> [Int32] {
        var ran: [Int32] = []
        for index in nodes.indices {
            guard case .onPreferenceChange(let key, let action) = kinds[index], placedProposals[index] != nil else { continue }
            let value = preferenceValue(child(Int32(index)), key) ?? key.defaultValue
            let path = identities[index].path
            if let previous = previousChangeValues[path], key.isEqual(previous, value) { continue }
            previousChangeValues[path] = value
            action(value)
            ran.append(Int32(index))
        }
        return ran
    }

    /// The warning for preferences that did not settle in `passes` solves: at the `onPreferenceChange` whose action
    /// still ran after the last, with a note at the view below it that sets the preference it reads.
    func unsettledPreferenceWarning(at node: Int32, passes: Int) -> LayoutWarning {
        var notes: [LayoutWarning.Note] = []
        if case .onPreferenceChange(let key, _) = kinds[Int(node)], let producer = producer(of: key, below: node) {
            notes.append(LayoutWarning.Note("the preference it reads is set here", source: identities[Int(producer)].source))
        }
        return LayoutWarning(
            "preferences did not settle after \(passes) layout passes: this onPreferenceChange keeps changing state",
            source: identities[Int(node)].source, notes: notes)
    }

    /// The first placed node in `node`'s subtree, depth first, that sets `key`.
    private func producer(of key: PreferenceKeyID, below node: Int32) -> Int32? {
        for child in children(of: node) where placedProposals[Int(child)] != nil {
            switch kinds[Int(child)] {
            case .preference(let produced, _), .anchorPreference(let produced, _, _), .transformPreference(let produced, _),
                 .transformAnchorPreference(let produced, _, _):
                if produced == key { return child }
            default: break
            }
            if let found = producer(of: key, below: child) { return found }
        }
        return nil
    }

    /// The keys any node of the loaded tree produces.
    var producedPreferenceKeys: [PreferenceKeyID] {
        var keys: [PreferenceKeyID] = []
        for kind in kinds {
            switch kind {
            case .preference(let key, _), .anchorPreference(let key, _, _), .transformPreference(let key, _),
                 .transformAnchorPreference(let key, _, _):
                if !keys.contains(key) { keys.append(key) }
            default: break
            }
        }
        return keys
    }
}
