import Testing
@testable import PlumbInterpreter

/// Twelve functions, a computed property, a property's initial value and a local function whose default argument
/// is lowered in a second round; a mistake in most of them.
private let manyBodies = (0..<12).map { index in
    """
    func f\(index)(_ x: Int) -> Int {
        let y = x + \(index)
        return y + missing\(index)
    }

    """
}.joined() + """
struct Holder {
    var start = undefinedStart
    var doubled: Int { start * twice }
}
func outer() -> Int {
    func inner(_ value: Int = nowhere) -> Int { value }
    return inner()
}
func main() {
    print(f0(1))
}
"""

private func diagnostics(workers: Int) -> [String] {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    return interpreter.load(
        source: manyBodies, file: "Bodies.swift", parsed: ParsedSource(manyBodies),
        threads: LoweringThreads(workers: workers, minimumBodies: 1)
    ).map(\.summary)
}

@Test func bodiesLoweredSideBySideReportAsOneThreadDoes() {
    let alone = diagnostics(workers: 1)
    #expect(alone.count == 15)
    #expect(alone.first == "Bodies.swift:3:16: error: cannot find 'missing0' in scope")
    #expect(alone.last == "Bodies.swift:54:31: error: cannot find 'nowhere' in scope")
    for _ in 0..<20 {
        #expect(diagnostics(workers: 3) == alone)
    }
}

@Test func programsLoweredSideBySideRun() throws {
    let source = (0..<10).map { "func f\($0)(_ x: Int) -> Int { x + \($0) }\n" }.joined() + """
    struct Point { var x = f1(1); var y = f2(2); var sum: Int { x + y } }
    func main() {
        func scaled(_ value: Int, by factor: Int = f3(0)) -> Int { value * factor }
        print((0..<10).map { f9($0) }.reduce(0, +), Point().sum, scaled(2))
    }
    """
    #expect(try output(source) == "135 6 6\n")
}

/// Ten correct functions and one with a mistake, which `main` calls only when asked to.
private let oneFaultyBody = (0..<10).map { "func f\($0)() -> Int { \($0) }\n" }.joined() + """
func faulty() -> Int { missing }
func main(_ callFaulty: Bool) {
    print("f9 is", f9())
    if callFaulty { print(faulty()) }
}
"""

private func startLoading(_ source: String) -> (Interpreter, printed: () -> String) {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    interpreter.startLoading(source: source, file: "Bodies.swift", parsed: ParsedSource(source), threads: LoweringThreads(workers: 2, minimumBodies: 1))
    var printed = ""
    interpreter.output = { printed += $0 }
    return (interpreter, { printed })
}

@Test func codeRunsWhileBodiesAreLoweredAndItsOutputWaitsForTheLoad() throws {
    let source = oneFaultyBody.replacingOccurrences(of: "{ missing }", with: "{ -1 }")
    let (interpreter, printed) = startLoading(source)
    #expect(interpreter.isLoading)
    _ = try interpreter.callFunction("main", [.value(.bool(true))])
    #expect(printed() == "")
    #expect(interpreter.finishLoading().isEmpty)
    #expect(!interpreter.isLoading)
    #expect(printed() == "f9 is 9\n-1\n")
}

@Test func aBodyWithAnErrorDoesNotRunWhileTheFileLoads() throws {
    let (interpreter, printed) = startLoading(oneFaultyBody)
    #expect(throws: InterpreterError.self) { try interpreter.callFunction("main", [.value(.bool(true))]) }
    #expect(interpreter.finishLoading().map(\.summary) == ["Bodies.swift:11:24: error: cannot find 'missing' in scope"])
    #expect(interpreter.hasErrors)
    #expect(printed() == "")
}

@Test func anErrorInABodyThatDidNotRunStillStopsTheFile() throws {
    let (interpreter, printed) = startLoading(oneFaultyBody)
    _ = try interpreter.callFunction("main", [.value(.bool(false))])
    #expect(interpreter.finishLoading().map(\.summary) == ["Bodies.swift:11:24: error: cannot find 'missing' in scope"])
    #expect(printed() == "")
    #expect(throws: InterpreterError.self) { try interpreter.callFunction("main", [.value(.bool(false))]) }
}
