/// Lowering the bodies that indexing left pending, side by side. A body only reads the indexed declarations, so
/// each worker — a lowerer of its own, on a thread of its own — takes the next body until none is left. The faults a
/// body reports and the bodies it leaves pending (a local function's default arguments) are kept per body and
/// merged in order, so diagnostics come out exactly as one lowerer reports them.
extension Lowerer {
    /// Lowers every pending body, in rounds until none is left, each round on up to `threads.workers` threads.
    func lowerPendingBodies(_ threads: LoweringThreads) {
        let helpers = (1..<max(threads.workers, 1)).map { _ in Lowerer(program: program, source: source) }
        defer {
            for helper in helpers {
                declaredFunctions += helper.declaredFunctions
                tupleLabels.formUnion(helper.tupleLabels)
            }
        }
        while !pendingBodies.isEmpty {
            let round = pendingBodies
            pendingBodies.removeAll()
            guard !helpers.isEmpty, round.count >= threads.minimumBodies else {
                for body in round { body(self) }
                continue
            }
            for result in lowerSideBySide(round, helpers: helpers) {
                faults += result.faults
                pendingBodies += result.pending
            }
        }
    }

    private func lowerSideBySide(_ round: [PendingBody], helpers: [Lowerer]) -> [PendingResult] {
        var results = [PendingResult](repeating: PendingResult(), count: round.count)
        program.sharesLookups = true
        defer { program.sharesLookups = false }
        results.withUnsafeMutableBufferPointer { buffer in
            let results = buffer
            Parallel.forEach(round.count, workers: helpers.count + 1) { worker, index in
                results[index] = (worker == 0 ? self : helpers[worker - 1]).lowerApart(round[index])
            }
        }
        return results
    }

    /// Lowers `body`, returning what it reported and left pending instead of keeping them.
    private func lowerApart(_ body: PendingBody) -> PendingResult {
        let (faultCount, pendingCount) = (faults.count, pendingBodies.count)
        body(self)
        defer {
            faults.removeSubrange(faultCount...)
            pendingBodies.removeSubrange(pendingCount...)
        }
        return PendingResult(faults: Array(faults[faultCount...]), pending: Array(pendingBodies[pendingCount...]))
    }
}

/// How many threads lower a file's bodies, and from how many bodies in a round more than one is worth it.
struct LoweringThreads {
    var workers = Parallel.cores
    /// Fewer bodies are lowered on the calling thread: handing work to a thread costs more.
    var minimumBodies = 8
}

/// A body to lower once every declaration is indexed, by the lowerer that takes it.
typealias PendingBody = (Lowerer) -> Void

private struct PendingResult {
    var faults: [Fault] = []
    var pending: [PendingBody] = []
}
