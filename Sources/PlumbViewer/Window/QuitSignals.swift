import Foundation

/// SIGINT and SIGTERM as a request to quit. Their handler writes a byte to a pipe the event loop waits on beside the
/// X connection, so the loop ends as `q` ends it — window closed, exit status 0 — whichever thread the signal
/// interrupted. Each handler then gives its signal the default action back: a second one ends a viewer that is busy
/// loading a scene at once.
final class QuitSignals {
    static let signals = [SIGINT, SIGTERM]
    /// The pipe's write end, for the handler (a C function: it captures nothing).
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The pipe's read end, readable once a signal arrived.
    let fileDescriptor: Int32

    /// Installs the handlers, and unblocks the signals (a process inherits its parent's blocked signals: a test
    /// runner blocks SIGTERM); nil when no pipe can be made.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        Self.writeEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            let saved = errno
            var byte: UInt8 = 1
            _ = write(QuitSignals.writeEnd, &byte, 1)
            errno = saved
        }
        action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | SA_RESTART
        sigemptyset(&action.sa_mask)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in Self.signals {
            sigaction(signal, &action, nil)
            sigaddset(&unblocked, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    deinit {
        for signal in Self.signals { Foundation.signal(signal, SIG_DFL) }
        close(fileDescriptor)
        close(Self.writeEnd)
        Self.writeEnd = -1
    }

    /// Whether a signal arrived since the last call.
    func received() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        var arrived = false
        while read(fileDescriptor, &buffer, buffer.count) > 0 { arrived = true }
        return arrived
    }
}
