@_spi(RawSyntax) import SwiftSyntax

/// Indexing members, the last pass over declarations, on the machine's cores. Every type's header is indexed by now
/// (``indexHeader(_:)``), so a type's members read other types only where nothing changes any more (their headers,
/// the nested types, the top-level tables), and write only their own type's tables. The declarations are therefore
/// indexed in groups, one per outermost type: a type's declaration, the extensions of it and of the types nested in it,
/// in file order, by one lowerer; the extensions of native types (whose tables the program keeps) are one group. The
/// other top-level declarations — functions, globals, previews, imports — write the program's tables, and are indexed
/// first, on the calling thread. What each declaration reports and leaves to lower is merged in file order, so the
/// faults and bodies are exactly those of one lowerer indexing them all in turn.
extension Lowerer {
    /// Indexes the members of `items` (each with the index of its file), on up to `threads.workers` lowerers when
    /// there are at least `threads.minimumTypes` groups.
    func indexMembers(of items: [(Int, RawSyntax)], threads: LoweringThreads) {
        var topLevel: [Int] = []
        var groups: [[Int]] = []
        var groupOfRoot: [ObjectIdentifier: Int] = [:]
        for (index, (file, item)) in items.enumerated() {
            currentFile = file
            guard let type = typeWhoseMembers(item) else {
                topLevel.append(index)
                continue
            }
            var root = type
            while let parent = root.parent { root = parent }
            // Native types' extensions share the program's table of them: one group.
            let key = root.isNative ? ObjectIdentifier(NativeExtension.self) : ObjectIdentifier(root)
            if let group = groupOfRoot[key] {
                groups[group].append(index)
            } else {
                groupOfRoot[key] = groups.count
                groups.append([index])
            }
        }
        var indexed = [IndexedItem?](repeating: nil, count: items.count)
        let start = (faults: faults.count, bodies: pendingBodies.count)
        for index in topLevel { indexed[index] = indexItem(items[index], by: self, worker: 0) }
        let helpers = groups.count >= threads.minimumTypes ? (1..<max(threads.workers, 1)).map { _ in memberIndexer() } : []
        let lowerers = [self] + helpers
        if helpers.isEmpty {
            for group in groups { for index in group { indexed[index] = self.indexItem(items[index], by: self, worker: 0) } }
        } else {
            program.sharesLookups = true
            indexed.withUnsafeMutableBufferPointer { indexed in
                let results = indexed
                Parallel.forEach(groups.count, workers: lowerers.count) { worker, group in
                    for index in groups[group] { results[index] = self.indexItem(items[index], by: lowerers[worker], worker: worker) }
                }
            }
            program.sharesLookups = false
        }
        let (ownFaults, ownBodies) = (faults, pendingBodies)
        faults.removeSubrange(start.faults...)
        pendingBodies.removeSubrange(start.bodies...)
        for case let item? in indexed {
            faults += item.worker == 0 ? ownFaults[item.faults] : lowerers[item.worker].faults[item.faults]
            pendingBodies += item.worker == 0 ? ownBodies[item.bodies] : lowerers[item.worker].pendingBodies[item.bodies]
        }
        for helper in helpers {
            declaredFunctions += helper.declaredFunctions
            tupleLabels.formUnion(helper.tupleLabels)
        }
    }

    /// What indexing one top-level item added: by which worker, and the ranges of its faults and pending bodies.
    private struct IndexedItem {
        let worker: Int
        let faults: Range<Int>
        let bodies: Range<Int>
    }

    /// Indexes `item` with `lowerer`, the lowerer of `worker`.
    private func indexItem(_ item: (file: Int, item: RawSyntax), by lowerer: Lowerer, worker: Int) -> IndexedItem {
        let start = (faults: lowerer.faults.count, bodies: lowerer.pendingBodies.count)
        lowerer.currentFile = item.file
        lowerer.indexTopLevel(item.item)
        return IndexedItem(worker: worker, faults: start.faults..<lowerer.faults.count, bodies: start.bodies..<lowerer.pendingBodies.count)
    }

    /// The type whose tables a top-level item's members go into: a type declaration's own, an extension's type; nil
    /// for any other item (or an extension of a type that cannot be found, which adds nothing).
    private func typeWhoseMembers(_ item: RawSyntax) -> TypeInfo? {
        guard let decl = RawDeclSyntax(item) else { return nil }
        if let node = decl.as(RawExtensionDeclSyntax.self) { return extendedType(node) }
        return Self.memberBlock(of: decl) != nil ? declaredTypes[position(decl)] : nil
    }

    /// A lowerer for another thread's share of the members: it finds the types of pass 1 and decides each `#if` as
    /// this one did.
    private func memberIndexer() -> Lowerer {
        let lowerer = Lowerer(program: program, source: source)
        lowerer.declaredTypes = declaredTypes
        lowerer.decidedClauses = decidedClauses
        return lowerer
    }
}
