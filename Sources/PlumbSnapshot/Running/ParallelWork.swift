import Foundation

/// Runs `work` for each index in `0..<count` on up to `threads` threads, each with an 8 MiB stack (as a main thread
/// has: interpreting deeply nested scenes recurses deeply), taking indices in order; `work` is told which of the
/// threads (from 0) runs it. Returns when all are done.
func runInParallel(count: Int, threads: Int, _ work: @escaping (_ index: Int, _ worker: Int) -> Void) {
    let lock = NSLock()
    var next = 0
    let done = DispatchGroup()
    for worker in 0..<max(1, min(threads, count)) {
        done.enter()
        let thread = Thread {
            while true {
                let index: Int = lock.withLock { defer { next += 1 }; return next }
                guard index < count else { break }
                work(index, worker)
            }
            done.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    done.wait()
}
