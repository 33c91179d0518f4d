import Testing
@testable import PlumbInterpreter

/// Limits whose memory budget is `megabytes`, so a test allocates little before it stops.
private func limits(megabytes: Int) -> Limits {
    var limits = Limits()
    limits.memory = megabytes << 20
    return limits
}

@Test func theTwoUnboundedAllocationsOfTheIssueStopBeforeAllocating() {
    #expect(runtimeError("""
    func main() { _ = Array(repeating: 0, count: 1 << 40) }
    """) == "Test.swift:1:19: error: a collection of 1099511627776 elements exceeds the limit of 1000000")
    // Doubled by `+=` in FaultTests; by interpolation and `joined` here.
    #expect(runtimeError("""
    func main() {
        var text = "x"
        for _ in 0..<64 { text = "\\(text)\\(text)" }
    }
    """) == "Test.swift:3:30: error: a string of 16777216 characters exceeds the limit of 10000000")
    #expect(runtimeError("""
    func main() {
        var text = "x"
        for _ in 0..<64 { text = [text, text].joined() }
    }
    """) == "Test.swift:3:43: error: a string of 16777216 characters exceeds the limit of 10000000")
}

@Test func manyStringsEachWithinTheLengthLimitExhaustTheMemoryBudget() {
    #expect(runtimeError("""
    func main() {
        var parts: [String] = []
        for _ in 0..<1000 { parts.append(String(repeating: "x", count: 100_000)) }
    }
    """, limits: limits(megabytes: 1)) == "Test.swift:3:38: error: evaluation made more than 1 MB of values; does a collection or string grow without bound?")
}

@Test func arraysMadeFromRangesInALoopExhaustTheMemoryBudget() {
    #expect(runtimeError("""
    func main() {
        var rows: [[Int]] = []
        for _ in 0..<1000 { rows.append(Array(0..<100_000)) }
    }
    """, limits: limits(megabytes: 8)) == "Test.swift:3:37: error: evaluation made more than 8 MB of values; does a collection or string grow without bound?")
}

@Test func sortedCopiesAndDictionaryEntriesCountAgainstTheMemoryBudget() {
    #expect(runtimeError("""
    func main() {
        let row = Array(repeating: 1, count: 10_000)
        var copies: [[Int]] = []
        for _ in 0..<1000 { copies.append(row.sorted()) }
    }
    """, limits: limits(megabytes: 2)) == "Test.swift:4:43: error: evaluation made more than 2 MB of values; does a collection or string grow without bound?")
    #expect(runtimeError("""
    func main() {
        var tables: [[Int: [Int]]] = []
        for _ in 0..<1000 { tables.append(Dictionary(grouping: 0..<10_000) { $0 }) }
    }
    """, limits: limits(megabytes: 1)) == "Test.swift:3:39: error: evaluation made more than 1 MB of values; does a collection or string grow without bound?")
}

@Test func aReplacementThatMultipliesAStringIsStoppedBeforeItIsMade() {
    #expect(runtimeError("""
    func main() {
        let xs = String(repeating: "x", count: 1000)
        _ = xs.replacingOccurrences(of: "x", with: String(repeating: "y", count: 100_000))
    }
    """) == "Test.swift:3:12: error: a string of 100000000 characters exceeds the limit of 10000000")
}

@Test func printingAValueThatHoldsOneArrayManyTimesStopsAtTheStringLimit() throws {
    var limits = Limits()
    limits.stringLength = 1000
    // A thousand copies of one array cost a thousand elements; printed or dumped, they are 30 000 characters and more.
    for call in ["print(grid)", "dump(grid)", "_ = \"\\(grid)\"", "_ = String(describing: grid)"] {
        let error = try #require(runtimeError("""
        func main() {
            let row = Array(repeating: 1, count: 10)
            let grid = Array(repeating: row, count: 1000)
            \(call)
        }
        """, limits: limits))
        #expect(error.hasPrefix("Test.swift:4:"), "\(call)")
        #expect(error.hasSuffix(" characters exceeds the limit of 1000"), "\(call)")
    }
}

@Test func flatMapCountsWhatEachElementAdds() throws {
    var limits = Limits()
    limits.memory = 100 << 20
    // 1000 × 1000 elements made and added are 2 million; counting the growing result at every element would count 500
    // million.
    #expect(try Harness("""
    func main() {
        let rows = (0..<1000).flatMap { _ in Array(repeating: 0, count: 1000) }
        print(rows.count)
    }
    """, limits: limits).run() == "1000000\n")
}
