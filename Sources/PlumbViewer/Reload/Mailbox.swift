import Foundation

/// A one-slot mailbox between threads: a value put while another still waits replaces it (the newest wins, with no
/// backlog), and ``take()`` waits for one. Once closed, nothing more is taken and a value waiting is dropped.
/// `@unchecked Sendable`: its slot and state are read and written under its condition's lock only.
final class Mailbox<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var slot: Value?
    private var isClosed = false

    /// Puts `value` in the slot, replacing the one waiting there. Returns false, leaving the slot empty, once closed.
    @discardableResult
    func put(_ value: Value) -> Bool {
        condition.withLock {
            guard !isClosed else { return false }
            slot = value
            condition.signal()
            return true
        }
    }

    /// The value in the slot, taken out once one is there; nil once the mailbox is closed.
    func take() -> Value? {
        condition.withLock {
            while slot == nil, !isClosed { condition.wait() }
            guard !isClosed else { return nil }
            defer { slot = nil }
            return slot
        }
    }

    /// Ends the mailbox: ``take()`` answers nil from now on, at once for a thread waiting in it.
    func close() {
        condition.withLock {
            isClosed = true
            slot = nil
            condition.broadcast()
        }
    }

    /// Whether a value waits in the slot.
    var isEmpty: Bool { condition.withLock { slot == nil } }
}
