import Synchronization

/// A flag another thread raises to stop an interpreter early: the budget check that runs every few thousand steps
/// reads it and ends the evaluation with ``ErrorKind/cancelled`` (a viewer's load that a newer save replaced).
public final class Cancellation: Sendable {
    private let raised = Atomic(false)

    public init() {}

    /// Asks the evaluation to stop at its next budget check.
    public func cancel() { raised.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { raised.load(ordering: .relaxed) }
}
