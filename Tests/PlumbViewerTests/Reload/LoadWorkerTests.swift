import Foundation
import PlumbScene
import Testing
@testable import PlumbViewer

/// Waits (at most a minute) until `worker`'s newest request has ended, and takes the news it posted.
func news<News>(of worker: LoadWorker<String, News>) -> [News] {
    var descriptor = pollfd(fd: worker.wake.fileDescriptor, events: Int16(POLLIN), revents: 0)
    var taken: [News] = []
    for _ in 0..<600 {
        taken += worker.takeNews()
        if !worker.isLoading { return taken + worker.takeNews() }
        _ = poll(&descriptor, 1, 100)
    }
    return taken
}

/// A worker whose loads post their request, and which for a request named "block" tells `running` it started and
/// waits for its cancellation or `release` (posting "block cancelled" or "block").
private func blockingWorker(running: DispatchSemaphore, release: DispatchSemaphore, made: Mailbox<Int>? = nil) -> LoadWorker<String, String> {
    LoadWorker {
        var loads = 0
        return { request, cancellation, post in
            loads += 1
            made?.put(loads)
            guard request == "block" else { return post(request) }
            running.signal()
            while !cancellation.isCancelled, release.wait(timeout: .now() + .milliseconds(1)) == .timedOut {}
            post(cancellation.isCancelled ? "block cancelled" : "block")
        }
    }
}

@Test func submittingCancelsTheRunningLoadAndDropsWhatItPosts() {
    let running = DispatchSemaphore(value: 0)
    let worker = blockingWorker(running: running, release: DispatchSemaphore(value: 0))
    worker.submit("block")
    running.wait()
    worker.submit("second")
    #expect(news(of: worker) == ["second"], "the cancelled load's news is never handed over")
    #expect(worker.takeNews().isEmpty, "news is taken once")
    #expect(!worker.isLoading)
}

@Test func aRequestWaitingBehindTheRunningLoadIsReplacedByANewerOne() {
    let running = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let worker = blockingWorker(running: running, release: release)
    worker.submit("block")
    running.wait()
    worker.submit("second")
    worker.submit("third")
    #expect(worker.isLoading)
    release.signal()
    #expect(news(of: worker) == ["third"], "the second never runs: no backlog")
}

@Test func oneThreadWithTheStateItMadeOnceServesEveryLoad() {
    let made = Mailbox<Int>()
    let worker = blockingWorker(running: DispatchSemaphore(value: 0), release: DispatchSemaphore(value: 0), made: made)
    for request in ["one", "two", "three"] {
        worker.submit(request)
        #expect(news(of: worker) == [request])
    }
    #expect(made.take() == 3, "the third load counted on the state the first two left")
}

@Test func stoppingCancelsTheRunningLoadAndEndsTheThread() {
    let running = DispatchSemaphore(value: 0)
    let worker = blockingWorker(running: running, release: DispatchSemaphore(value: 0))
    worker.submit("block")
    running.wait()
    worker.stop()
    #expect(worker.takeNews().isEmpty, "a load cancelled by the stop posts nothing")
    worker.submit("after")
    worker.stop()
    #expect(worker.takeNews().isEmpty, "a stopped worker loads nothing")
}
