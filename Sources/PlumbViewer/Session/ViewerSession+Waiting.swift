import Foundation

extension ViewerSession {
    /// Waits (at most `timeout` seconds) until the background load asked for last has ended, taking its news as the
    /// window's loop does (``finishLoad(at:)``, at `now`). Returns whether a load was shown meanwhile.
    @discardableResult
    func waitForLoad(at now: Double? = nil, timeout: Double = 60) -> Bool {
        var descriptor = pollfd(fd: loadFinishedDescriptor, events: Int16(POLLIN), revents: 0)
        let deadline = ViewerLoop.now() + timeout
        var shown = false
        repeat {
            if poll(&descriptor, 1, 100) > 0 || !isLoading { shown = finishLoad(at: now ?? ViewerLoop.now()) || shown }
        } while isLoading && ViewerLoop.now() < deadline
        return shown
    }
}
