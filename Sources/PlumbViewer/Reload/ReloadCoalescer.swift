import Foundation

/// Turns a burst of file events (an editor's write, rename and attribute change for one save) into one reload: the
/// reload is due once events have stopped for `quiet` seconds, or `limit` seconds after the first event of a burst,
/// so a file written continuously still reloads.
public struct ReloadCoalescer: Sendable {
    public let quiet: Double
    public let limit: Double
    private var first: Double?
    private var last: Double?

    public init(quiet: Double = 0.002, limit: Double = 0.1) {
        self.quiet = quiet
        self.limit = limit
    }

    /// Records an event at `time`.
    public mutating func note(at time: Double) {
        if first == nil { first = time }
        last = time
    }

    /// When the pending reload is due; nil when nothing is pending.
    public var deadline: Double? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + limit)
    }

    /// Whether a reload is due at `time`; if so, the burst is over and the next event starts a new one.
    public mutating func take(at time: Double) -> Bool {
        guard let deadline, time >= deadline else { return false }
        first = nil
        last = nil
        return true
    }
}
