import Foundation
import Synchronization

/// Work split across the machine's cores: parsing a long scene file in pieces, lowering its bodies.
enum Parallel {
    /// The number of parts worth splitting work into here.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Calls `body` for each index in `0..<count` on up to `workers` threads at once — worker 0 is the calling
    /// thread, the others helpers — each taking the next index not yet taken, so uneven items even out; returns
    /// when all are done. `body` gets the worker's number (for state of its own) and the index. Helpers are kept
    /// between calls, parked, so a reload neither starts a thread nor touches a fresh stack.
    static func forEach(_ count: Int, workers: Int = cores, _ body: (_ worker: Int, _ index: Int) -> Void) {
        let queue = WorkQueue(count: count)
        withoutActuallyEscaping(body) { body in
            let job = start(workers: min(workers, count) - 1) { worker in
                while let index = queue.next() { body(worker, index) }
            }
            while let index = queue.next() { body(0, index) }
            job.wait()
        }
    }

    /// Starts `body` on up to `workers` helpers, each given its number (1, 2, …), and returns while they run:
    /// the calling thread goes on with other work and joins them with ``Job/wait()``. With no helper to be had,
    /// the job has none and the caller does the work itself.
    static func start(workers: Int, _ body: @escaping (_ worker: Int) -> Void) -> Job {
        var helpers: [Helper] = []
        for worker in 1..<max(workers + 1, 1) {
            guard let helper = Helper.take() else { break }
            helper.start { body(worker) }
            helpers.append(helper)
        }
        return Job(helpers: helpers)
    }

    /// Helpers started by ``start(workers:_:)``.
    final class Job {
        private var helpers: [Helper]

        fileprivate init(helpers: [Helper]) {
            self.helpers = helpers
        }

        /// Waits for every helper to end its work and parks them for the next caller; later calls return at once.
        func wait() {
            for helper in helpers { helper.finish() }
            helpers.removeAll()
        }
    }
}

/// Hands out the indices `0..<count` once each, to whichever thread asks first. `@unchecked Sendable`: its count
/// is read and written under its lock only.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }
}

/// A thread (with an 8 MiB stack, as a main thread has, for deeply nested code) that runs one job at a time.
fileprivate final class Helper {
    private static let lock = NSLock()
    /// Read and written under `lock` only.
    nonisolated(unsafe) private static var idle: [Helper] = []

    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    /// Set (before `finished` is signalled) when the job has ended, so a caller about to wait can see it coming.
    private let isDone = Atomic<Bool>(false)
    /// Set before `started` is signalled, cleared before `finished` is: the semaphores order every access.
    nonisolated(unsafe) private var job: (() -> Void)?

    /// How long a caller waiting for the job to end watches for it before it sleeps: a helper's jobs end within a
    /// fraction of a millisecond of the caller's own share of the work, and a sleeping thread takes 0.05–0.1 ms to
    /// wake on a virtual machine — time on the path to the frame.
    private static let watchNanoseconds: UInt64 = 300_000

    /// An idle helper, or a new one; nil if no thread could be made.
    static func take() -> Helper? {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return reused }
        let helper = Helper()
        return helper.launch() ? helper : nil
    }

    /// Runs `job` on the helper's thread.
    func start(_ job: @escaping () -> Void) {
        self.job = job
        started.signal()
    }

    /// Waits for the job to end (watching for it first, then asleep), then parks the helper for the next caller.
    func finish() {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.watchNanoseconds
        while !isDone.load(ordering: .acquiring), DispatchTime.now().uptimeNanoseconds < deadline {}
        finished.wait()
        isDone.store(false, ordering: .relaxed)
        Self.lock.lock()
        Self.idle.append(self)
        Self.lock.unlock()
    }

    private func launch() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Helper>.fromOpaque(context!).takeRetainedValue().serve()
            return nil
        }, context)
        if created != 0 { Unmanaged<Helper>.fromOpaque(context).release() }
        return created == 0
    }

    /// Runs the jobs it is given for as long as the process lives (the thread's function returns only in name).
    private func serve() {
        while true {
            started.wait()
            job?()
            job = nil
            isDone.store(true, ordering: .releasing)
            finished.signal()
        }
    }
}
