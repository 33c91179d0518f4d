import Foundation
import PlumbScene

/// Runs loads one at a time on one long-lived thread (an 8 MiB stack, as a main thread has) that keeps across loads
/// what they share: the state ``init(makeWork:)`` makes there once (a text measurer, and the vocabulary library its
/// thread builds on first use). Only the newest request matters: submitting one cancels the load running and
/// replaces a request still waiting in the one-slot ``Mailbox``, so a burst of saves ends on the last with no
/// backlog. What the newest load posts waits in ``takeNews()`` and ``wake`` is signalled; news of a load a newer
/// request overtook is dropped. ``stop()`` (or the end of the worker) cancels the load running and ends the thread.
final class LoadWorker<Request, News> {
    /// A load of `request`, which stops early once the cancellation is raised and posts what it has to say.
    typealias Work = (_ request: Request, Cancellation, _ post: (News) -> Void) -> Void

    /// Readable once news waits in ``takeNews()``.
    var wake: WakePipe { shared.wake }
    private let shared = Shared()
    private let exited = DispatchSemaphore(value: 0)
    private var isStopped = false

    /// Starts the thread; `makeWork` runs on it first, making the state its loads share.
    init(makeWork: @escaping @Sendable () -> Work) {
        let thread = Thread { [shared, exited] in
            let work = makeWork()
            while let (number, request) = shared.mailbox.take() {
                guard let cancellation = shared.begin(number) else { continue }
                work(request, cancellation) { news in shared.post(news, of: number, cancellation) }
                shared.end(number)
            }
            exited.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    deinit { stop() }

    /// Loads `request` once the load running (cancelled now) has ended, instead of any request still waiting.
    func submit(_ request: Request) {
        shared.submit(request)
    }

    /// What the newest load posted since the last call, in order (each news is taken once).
    func takeNews() -> [News] {
        shared.wake.drain()
        return shared.takeNews()
    }

    /// Whether the newest request is still waiting or loading.
    var isLoading: Bool { shared.isLoading }

    /// Cancels the load running, drops a request waiting, and returns once the thread has ended.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        shared.cancelRunning()
        shared.mailbox.close()
        exited.wait()
    }

    /// What the worker and its thread share, each part under the lock but the mailbox (its own): hence
    /// `@unchecked Sendable`.
    private final class Shared: @unchecked Sendable {
        let wake = WakePipe()
        let mailbox = Mailbox<(number: Int, request: Request)>()
        private let lock = NSLock()
        /// How many requests were submitted: the number of the newest.
        private var submitted = 0
        /// The number of the last request whose load ended (or which a newer one overtook before it began).
        private var ended = 0
        private var running: Cancellation?
        private var news: [News] = []

        func submit(_ request: Request) {
            lock.withLock {
                submitted += 1
                news = []
                running?.cancel()
                mailbox.put((submitted, request))
            }
        }

        /// The cancellation of the load of request `number`, or nil when a newer request overtook it.
        func begin(_ number: Int) -> Cancellation? {
            lock.withLock {
                guard number == submitted else {
                    ended = max(ended, number)
                    return nil
                }
                let cancellation = Cancellation()
                running = cancellation
                return cancellation
            }
        }

        func post(_ item: News, of number: Int, _ cancellation: Cancellation) {
            let isNewest = lock.withLock {
                guard number == submitted, !cancellation.isCancelled else { return false }
                news.append(item)
                return true
            }
            if isNewest { wake.signal() }
        }

        func end(_ number: Int) {
            lock.withLock {
                running = nil
                ended = number
            }
        }

        func cancelRunning() {
            lock.withLock { running?.cancel() }
        }

        func takeNews() -> [News] {
            lock.withLock {
                defer { news = [] }
                return news
            }
        }

        var isLoading: Bool { lock.withLock { ended < submitted } }
    }
}
