import Foundation
import Synchronization

/// Runs `work` for each index in `0..<count` on up to `threads` threads, each with an 8 MiB stack (as a main thread
/// has: interpreting deeply nested scenes recurses deeply), taking indices in order; `work` is told which of the
/// threads (from 0) runs it. Returns when all are done; what `work` shares between its calls, it guards itself.
func runInParallel(count: Int, threads: Int, _ work: (_ index: Int, _ worker: Int) -> Void) {
    withoutActuallyEscaping(work) { work in
        let shared = SharedWork(work: work, count: count)
        let done = DispatchGroup()
        for worker in 0..<max(1, min(threads, count)) {
            done.enter()
            let thread = Thread {
                while let index = shared.next() { shared.run(index, worker) }
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
        // The threads' blocks may outlive this call; the work they reached must not.
        shared.finish()
    }
}

/// The work of one ``runInParallel(count:threads:_:)`` and the next index to take.
///
/// `@unchecked Sendable`, and safe: the indices are taken under a mutex; `work` is called only while
/// `runInParallel` waits for its threads, and let go (``finish()``) after they are done, so it and all it captures
/// outlive every call; `work` guards what its calls share (the callers write results under a lock).
private final class SharedWork: @unchecked Sendable {
    private var work: ((_ index: Int, _ worker: Int) -> Void)?
    private let count: Int
    private let taken = Mutex(0)

    init(work: @escaping (_ index: Int, _ worker: Int) -> Void, count: Int) {
        self.work = work
        self.count = count
    }

    func run(_ index: Int, _ worker: Int) { work?(index, worker) }

    /// Lets the work go, once every thread is done with it.
    func finish() { work = nil }

    /// The next index not yet taken, or nil when all are.
    func next() -> Int? {
        taken.withLock { taken in
            guard taken < count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }
}
