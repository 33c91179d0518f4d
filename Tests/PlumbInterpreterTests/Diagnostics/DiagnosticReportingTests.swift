import Testing
@testable import PlumbInterpreter

private func diagnostic(_ file: String, _ line: Int, _ column: Int, _ message: String, _ severity: Diagnostic.Severity = .error) -> Diagnostic {
    Diagnostic(severity: severity, message: message, location: SourceLocation(file: file, line: line, column: column))
}

@Test func reportedDiagnosticsAreInSourceOrderByFileEachOnce() {
    let list = [
        diagnostic("B.swift", 2, 1, "second file"),
        diagnostic("A.swift", 9, 4, "late"),
        diagnostic("A.swift", 3, 7, "early", .warning),
        diagnostic("A.swift", 9, 4, "late"),
        diagnostic("A.swift", 9, 2, "same line, before"),
        diagnostic("Other.swift", 1, 1, "a file not loaded"),
    ]
    #expect(list.reported(fileOrder: ["A.swift": 0, "B.swift": 1]).map(\.summary) == [
        "A.swift:3:7: warning: early",
        "A.swift:9:2: error: same line, before",
        "A.swift:9:4: error: late",
        "B.swift:2:1: error: second file",
        "Other.swift:1:1: error: a file not loaded",
    ])
}

@Test func reportedDiagnosticsStopAfterTheErrorLimitWithANote() {
    let list = (1...25).map { diagnostic("A.swift", $0, 1, "error \($0)") } + [diagnostic("A.swift", 30, 1, "after them", .warning)]
    let reported = list.reported()
    #expect(reported.count == 21)
    #expect(reported.filter { $0.severity == .error }.map(\.message) == (1...20).map { "error \($0)" })
    #expect(reported.last?.summary == "A.swift:21:1: note: too many errors emitted, stopping now: 5 more not shown (Plumb shows the first 20)")
    #expect(Array(list.prefix(20)).reported().count == 20)
}

@Test func anUnknownTypeIsReportedWhereverItIsWrittenAndNotAsUnknownMembersOfItsValues() {
    let harness = Harness("""
    struct Model {
        var item: Nope
        var items: [Nope]
        func label() -> String { item.title }
    }
    func helper() -> Int { undefinedCount }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:2:15: error: cannot find type 'Nope' in scope",
        "Test.swift:3:17: error: cannot find type 'Nope' in scope",
        "Test.swift:6:24: error: cannot find 'undefinedCount' in scope",
    ])
}
