@_spi(RawSyntax) import SwiftSyntax
import Foundation
import Synchronization

/// A body to lower once every declaration is indexed: the function it fills, and how, by the lowerer that takes it.
struct PendingBody {
    let function: FunctionDecl
    /// The statements whose text is the body, for a function's or a preview's: what indexing never reads, so a
    /// reload that finds only these changed lowers them again in place (``InPlaceReload``). Nil for initial values.
    var statements: RawCodeBlockItemListSyntax? = nil
    let lower: (Lowerer) -> Void
}

/// The bodies a load left pending, lowered while the calling thread goes on. A body only reads the indexed
/// declarations, so helper threads — each with a lowerer of its own — take the next body in file order, and the
/// calling thread may already run the file's code meanwhile: a body about to run that no one has lowered yet is
/// lowered there and then (``lowerBeforeRunning(_:)``; one being lowered by a helper is waited for). ``finish()``
/// lowers the rest and waits. What a body reports and the bodies it leaves pending (a local function's default
/// arguments) are kept with it and merged in order, so the diagnostics are exactly one lowerer's.
///
/// `@unchecked Sendable`: the queue and each item's state, faults and children are read and written under
/// `condition` only; the lowerers are each used by one thread.
final class PendingBodies: @unchecked Sendable {
    private final class Item {
        let body: PendingBody
        /// Guarded by the queue's condition, as are `faults` and `children`.
        var state = State.pending
        var faults: [Fault] = []
        var children: [Item] = []

        init(_ body: PendingBody) {
            self.body = body
        }
    }

    private enum State { case pending, lowering, lowered }

    private let lowerer: Lowerer
    private let helpers: [Lowerer]
    private let roots: [Item]
    private let condition = NSCondition()
    private var queue: [Item]
    private var next = 0
    private var items: [ObjectIdentifier: Item] = [:]
    private var job: Parallel.Job?

    /// Starts lowering `bodies` on up to `threads.workers - 1` helpers (none for fewer than `threads.minimumBodies`).
    init(_ bodies: [PendingBody], lowerer: Lowerer, threads: LoweringThreads) {
        self.lowerer = lowerer
        roots = bodies.map(Item.init)
        queue = roots
        let helperCount = bodies.count >= threads.minimumBodies ? max(threads.workers - 1, 0) : 0
        helpers = (0..<helperCount).map { _ in Lowerer(program: lowerer.program, source: lowerer.source) }
        for item in roots { hold(item) }
        guard !helpers.isEmpty else { return }
        lowerer.program.sharesLookups = true
        job = Parallel.start(workers: helpers.count) { [helpers] worker in
            while let item = self.claimNext() { self.lower(item, with: helpers[worker - 1]) }
        }
    }

    /// Lowers `function`'s body now unless a helper already did (waiting while one is at it); false when the body
    /// has an error, so it must not run.
    func lowerBeforeRunning(_ function: FunctionDecl) -> Bool {
        condition.lock()
        guard let item = items[ObjectIdentifier(function)] else {
            condition.unlock()
            return true
        }
        if item.state == .pending {
            item.state = .lowering
            condition.unlock()
            lower(item, with: lowerer)
            condition.lock()
        }
        while item.state != .lowered { condition.wait() }
        condition.unlock()
        return !function.awaitsBody.load(ordering: .acquiring)
    }

    /// Lowers what is left, waits for the helpers, and returns every body's faults in order, round by round.
    func finish() -> [Fault] {
        while let item = claimNext() { lower(item, with: lowerer) }
        job?.wait()
        job = nil
        lowerer.program.sharesLookups = false
        for helper in helpers {
            lowerer.declaredFunctions += helper.declaredFunctions
            lowerer.tupleLabels.formUnion(helper.tupleLabels)
        }
        var faults: [Fault] = []
        var round = roots
        while !round.isEmpty {
            for item in round { faults += item.faults }
            round = round.flatMap(\.children)
        }
        return faults
    }

    private func claimNext() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while next < queue.count {
            let item = queue[next]
            next += 1
            if item.state == .pending {
                item.state = .lowering
                return item
            }
        }
        return nil
    }

    /// Marks `item`'s function as not to run before it is lowered. Called with the condition locked, or before any
    /// helper starts.
    private func hold(_ item: Item) {
        items[ObjectIdentifier(item.body.function)] = item
        item.body.function.awaitsBody.store(true, ordering: .releasing)
    }

    private func lower(_ item: Item, with lowerer: Lowerer) {
        let (faultCount, pendingCount) = (lowerer.faults.count, lowerer.pendingBodies.count)
        lowerer.currentFile = lowerer.program.sourceMap.fileIndex(of: item.body.function.position)
        item.body.lower(lowerer)
        let faults = Array(lowerer.faults[faultCount...])
        let children = lowerer.pendingBodies[pendingCount...].map(Item.init)
        lowerer.faults.removeSubrange(faultCount...)
        lowerer.pendingBodies.removeSubrange(pendingCount...)
        condition.lock()
        item.faults = faults
        item.children = children
        for child in children { hold(child) }
        queue += children
        item.state = .lowered
        if !faults.contains(where: { $0.severity == .error }) {
            item.body.function.awaitsBody.store(false, ordering: .releasing)
        }
        condition.broadcast()
        condition.unlock()
    }
}

/// How many threads lower a file's bodies, and from how many bodies more than one is worth it.
struct LoweringThreads {
    var workers = Parallel.cores
    /// Fewer bodies are lowered on the calling thread: handing work to a thread costs more.
    var minimumBodies = 8
    /// Fewer groups of declarations (``Lowerer/indexMembers(of:threads:)``) are indexed on the calling thread.
    var minimumTypes = 16
}
