import Foundation
import PlumbScene

/// Runs loads one at a time, each on a thread of its own (an 8 MiB stack, as a main thread has), and keeps only the
/// newest: starting a load cancels the one running and replaces the one waiting, so a burst of saves ends on the last
/// with no backlog. The newest load's result waits in ``takeFinished()`` and ``wake`` is signalled; a result a newer
/// start overtook is dropped.
///
/// A thread per load, because a document uses its thread's vocabulary library (one thread at a time): the documents
/// a load makes go to the UI thread whole, and no later load shares that library with them.
final class BackgroundLoader<Result>: @unchecked Sendable {
    /// A load: its result, or nil once its cancellation is raised.
    typealias Work = (Cancellation) -> Result?

    /// Readable once a finished load waits in ``takeFinished()``.
    let wake = WakePipe()
    private let lock = NSLock()
    /// How many loads were started: the number of the newest.
    private var started = 0
    private var running: Cancellation?
    private var waiting: (number: Int, work: Work)?
    private var finished: Result?

    /// Starts `work` once the load running (cancelled now) has ended; a load still waiting is dropped.
    func start(_ work: @escaping Work) {
        lock.withLock {
            started += 1
            finished = nil
            running?.cancel()
            waiting = (started, work)
            if running == nil { launchWaiting() }
        }
    }

    /// The newest load's result, once it has finished (each result is taken once).
    func takeFinished() -> Result? {
        wake.drain()
        return lock.withLock {
            defer { finished = nil }
            return finished
        }
    }

    /// Whether a load is running or waiting to.
    var isLoading: Bool { lock.withLock { running != nil || waiting != nil } }

    /// Runs the waiting load on a new thread; called with the lock held.
    private func launchWaiting() {
        guard let (number, work) = waiting else { return }
        waiting = nil
        let cancellation = Cancellation()
        running = cancellation
        let thread = Thread { [self] in
            let result = work(cancellation)
            let isNewest = lock.withLock {
                running = nil
                let isNewest = number == started && !cancellation.isCancelled
                if isNewest { finished = result }
                launchWaiting()
                return isNewest
            }
            if isNewest { wake.signal() }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
