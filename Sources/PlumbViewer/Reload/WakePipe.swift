import Foundation

/// A pipe another thread writes a byte into to wake the event loop asleep in `poll` on ``fileDescriptor``. Should the
/// pipe not open (no descriptors left), the descriptor is -1, which `poll` skips: the loop then still sees what was
/// signalled at its next turn, within a second. `@unchecked Sendable`: its descriptors are set once, at creation, and
/// `write` on a pipe is safe from any thread.
final class WakePipe: @unchecked Sendable {
    /// The end the loop polls.
    let fileDescriptor: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Makes ``fileDescriptor`` readable (from any thread).
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, so the loop sleeps again until the next ``signal()``.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(fileDescriptor, &buffer, buffer.count) > 0 {}
    }
}
