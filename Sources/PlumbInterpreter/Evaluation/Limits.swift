import Foundation

/// The budgets that turn endless loops, runaway recursion, huge collections and unbounded allocation into diagnostics.
public struct Limits: Sendable {
    /// Statements, loop iterations and calls, per budget session.
    public var steps = 20_000_000
    /// Nested calls of interpreted functions.
    public var callDepth = 512
    /// Bytes of values made, per budget session: each collection element made counts as one value's size, each
    /// string made its UTF-8 bytes, each file read its size. A scene that allocates without bound stops here, long
    /// before the machine runs out of memory.
    public var memory = 256 * 1024 * 1024
    /// Elements in one collection (a `ForEach` over a hundred million items stops here).
    public var collectionSize = 1_000_000
    /// UTF-8 bytes in one string.
    public var stringLength = 10_000_000
    /// Wall-clock time per budget session.
    public var seconds = 2.0
    /// Native stack kept free below the interpreter; calls beyond it are runaway recursion.
    public var stackReserve = 256 * 1024

    public init() {}
}

/// What a budget session has used so far.
struct BudgetState {
    var steps = 0
    /// Bytes of values made (``Limits/memory``).
    var bytes = 0
    var depth = 0
    var deadline: UInt64 = 0
    /// The lowest native stack address calls may reach.
    var stackFloor: UInt = 0

    mutating func start(_ limits: Limits) {
        self = BudgetState()
        deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limits.seconds * 1_000_000_000)
        stackFloor = NativeStack.floor(reserve: limits.stackReserve)
    }
}
