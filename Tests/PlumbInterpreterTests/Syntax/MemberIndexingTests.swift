import Testing
@testable import PlumbInterpreter

/// Types with members in mistakes of every kind indexing reports (an unknown type in a signature, a stored property
/// in an extension, an unsupported wrapper), extensions of them and of native types spread among them, nested types,
/// and top-level functions and globals between them.
private let manyTypes = (0..<12).map { index in
    """
    struct Card\(index) {
        var count: Missing\(index)
        var label = "\(index)"
        struct Badge { var size: Unknown\(index) }
        func scaled(by factor: Double) -> Double { factor * \(index) }
    }
    extension Card\(index).Badge { var stored = 1 }
    extension Int { static var card\(index): Int { \(index) } }
    func make\(index)() -> Nowhere\(index) { fatalError() }
    let global\(index): Absent\(index) = 0

    """
}.joined()

private func diagnostics(workers: Int) -> [String] {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    return interpreter.load(
        source: manyTypes, file: "Types.swift", parsed: ParsedSource(manyTypes),
        threads: LoweringThreads(workers: workers, minimumBodies: 1, minimumTypes: 1)
    ).map(\.summary)
}

@Test func membersIndexedSideBySideReportAsOneThreadDoes() {
    let alone = diagnostics(workers: 1)
    #expect(alone.count == 12 * 5)
    #expect(alone.prefix(5) == [
        "Types.swift:2:16: error: cannot find type 'Missing0' in scope",
        "Types.swift:4:30: error: cannot find type 'Unknown0' in scope",
        "Types.swift:7:29: error: extensions must not contain stored properties",
        "Types.swift:9:17: error: cannot find type 'Nowhere0' in scope",
        "Types.swift:10:14: error: cannot find type 'Absent0' in scope",
    ])
    for _ in 0..<20 {
        #expect(diagnostics(workers: 3) == alone)
    }
}

@Test func programsIndexedSideBySideRun() throws {
    let source = (0..<10).map { index in
        """
        struct Tile\(index) { var side = \(index); var area: Int { side * side } }
        extension Tile\(index) { func doubled() -> Int { area * 2 } }
        extension Int { static var tile\(index): Int { Tile\(index)().doubled() } }

        """
    }.joined() + """
    func main() { print((0..<10).map { _ in Int.tile3 }.reduce(0, +), Int.tile9) }
    """
    #expect(try output(source) == "180 162\n")
}
