/// The memory budget (``Limits/memory``): what a scene allocates is counted where it is made — a collection's
/// elements as one value's size each, a string's UTF-8 bytes, a file's size — so allocating without bound is an
/// error at the expression that allocates, before the allocation.
extension Evaluator {
    /// Accounts for `bytes` of new values. Code that allocates much in few steps (a string doubled in a loop) reads
    /// the clock at every megabyte too, so it meets the time budget on time.
    func allocate(bytes: Int, at position: SourcePosition) throws {
        let before = budget.bytes
        let (sum, overflow) = before.addingReportingOverflow(max(bytes, 0))
        budget.bytes = overflow ? .max : sum
        if budget.bytes > limits.memory { throw Fault(.memoryBudgetExhausted(bytes: limits.memory), at: position) }
        if before >> 20 != budget.bytes >> 20 { try checkDeadline(position) }
    }

    /// Accounts for a new string of `length` UTF-8 bytes.
    func allocateString(_ length: Int, at position: SourcePosition) throws {
        try checkStringLength(length, at: position)
        try allocate(bytes: length, at: position)
    }

    /// Throws when a string of `length` UTF-8 bytes is longer than one may be (``Limits/stringLength``).
    func checkStringLength(_ length: Int, at position: SourcePosition) throws {
        if length > limits.stringLength { throw Fault(.stringTooLong(length: length, limit: limits.stringLength), at: position) }
    }

    /// A string made by the scene, accounted for.
    func madeString(_ text: String, at position: SourcePosition) throws -> Value {
        try allocateString(text.utf8.count, at: position)
        return .string(text)
    }

    /// An array made by the scene, accounted for.
    func madeArray(_ elements: [Value], at position: SourcePosition) throws -> Value {
        try allocate(elements.count, at: position)
        return .array(elements)
    }
}
