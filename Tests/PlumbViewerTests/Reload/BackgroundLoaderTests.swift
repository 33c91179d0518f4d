import Foundation
import Testing
@testable import PlumbViewer

/// Waits (at most a minute) for `loader`'s wake descriptor and takes the finished result.
func finished<Result>(_ loader: BackgroundLoader<Result>) -> Result? {
    var descriptor = pollfd(fd: loader.wake.fileDescriptor, events: Int16(POLLIN), revents: 0)
    for _ in 0..<600 {
        if let result = loader.takeFinished() { return result }
        _ = poll(&descriptor, 1, 100)
    }
    return nil
}

@Test func startingALoadCancelsTheRunningOneAndDropsItsResult() {
    let loader = BackgroundLoader<String>()
    let running = DispatchSemaphore(value: 0)
    let sawCancellation = DispatchSemaphore(value: 0)
    loader.start { cancellation in
        running.signal()
        while !cancellation.isCancelled { usleep(1_000) }
        sawCancellation.signal()
        return "first"
    }
    running.wait()
    loader.start { _ in "second" }
    #expect(sawCancellation.wait(timeout: .now() + 60) == .success, "the running load is told to stop")
    #expect(finished(loader) == "second")
    #expect(loader.takeFinished() == nil, "a result is taken once; the first is never handed over")
    #expect(!loader.isLoading)
}

@Test func aLoadWaitingBehindTheRunningOneIsReplacedByANewerOne() {
    let loader = BackgroundLoader<String>()
    let running = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ran = NSLock()
    var runs: [String] = []
    func record(_ name: String) -> String {
        ran.withLock { runs.append(name) }
        return name
    }
    loader.start { _ in
        running.signal()
        release.wait()
        return record("first")
    }
    running.wait()
    loader.start { _ in record("second") }
    loader.start { _ in record("third") }
    #expect(loader.isLoading)
    release.signal()
    #expect(finished(loader) == "third")
    #expect(ran.withLock { runs } == ["first", "third"], "the second never runs: no backlog")
}
