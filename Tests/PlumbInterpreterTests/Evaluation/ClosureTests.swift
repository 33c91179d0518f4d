import Testing
@testable import PlumbInterpreter

@Test func closuresCaptureVariablesByReference() throws {
    #expect(try output("""
    func makeCounter() -> () -> Int {
        var count = 0
        return { count += 1; return count }
    }
    func main() {
        let next = makeCounter()
        _ = next()
        print(next(), next())
        var actions: [() -> Void] = []
        for i in 0..<3 { actions.append { print(i, terminator: "") } }
        for action in actions { action() }
        print()
    }
    """) == "2 3\n012\n")
}

@Test func anonymousNamedAndTrailingClosureParameters() throws {
    #expect(try output("""
    func apply(_ value: Int, transform: (Int) -> Int) -> Int { transform(value) }
    func both(first: () -> String, second: () -> String) -> String { first() + second() }
    func main() {
        let doubled = [1, 2, 3].map { $0 * 2 }
        let sum = [1, 2, 3].reduce(0) { total, next in total + next }
        let sorted = ["bb", "a", "ccc"].sorted { (a: String, b: String) -> Bool in a.count > b.count }
        print(doubled, sum, sorted, apply(4) { $0 + 1 }, apply(2, transform: { x in x * x }))
        print(both { "A" } second: { "B" })
        let counts = ["a": 1, "b": 2].map { key, value in "\\(key)\\(value)" }
        print(counts, [3, 1, 2].sorted(by: >))
    }
    """) == "[2, 4, 6] 6 [\"ccc\", \"bb\", \"a\"] 5 4\nAB\n[\"a1\", \"b2\"] [3, 2, 1]\n")
}

@Test func operatorsAndKeyPathsPassedAsFunctions() throws {
    // A native's callback and a function's parameter may each be an operator or a key path; one with a wrong
    // arity is an error at the call that made it.
    #expect(try output("""
    func combine(_ f: (Int, Int) -> Int) -> Int { f(6, 3) }
    func main() {
        print([1, 2, 3, 4].reduce(1, *), combine(-), combine(/), ["ab", "c"].map(\\.count), [2, 9, 4].max(by: <)!)
        print(["b", "a"].sorted(by: <), [1.5, 2.5].reduce(0, +))
    }
    """) == "24 3 2 [2, 1] 9\n[\"a\", \"b\"] 4.0\n")
    #expect(runtimeError("""
    func main() {
        let halves = [1, 2].map(+)
    }
    """) == "Test.swift:2:25: error: operator '+' takes two arguments")
}

@Test func nestedFunctionsAndRecursion() throws {
    #expect(try output("""
    func fibonacci(_ n: Int) -> Int { n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }
    func main() {
        var calls = 0
        func square(_ x: Int) -> Int { calls += 1; return x * x }
        print(fibonacci(15), square(3) + square(4), calls)
    }
    """) == "610 25 2\n")
}

@Test func anonymousParametersBelongToTheInnermostClosure() throws {
    #expect(try output("""
    func main() {
        let grid = [[1, 2], [3]]
        let scaled = grid.map { row in row.map { $0 * 10 } }
        let sums = grid.map { $0.reduce(0) { $0 + $1 } }
        let pairs = [1, 2].map { let doubled = $0 * 2; return ($0, doubled) }
        print(scaled, sums, pairs)
    }
    """) == "[[10, 20], [30]] [3, 3] [(1, 2), (2, 4)]\n")
}

@Test func anonymousParametersFirstUsedInsideABlockWithAFrameOfItsOwn() throws {
    // `if case` binds in a frame of its own: a `$0` first named there still reads the closure's parameter.
    #expect(try output("""
    enum Mark { case plain, count(Int) }
    func main() {
        let marks: [Mark] = [.plain, .count(2), .count(5)]
        let counted = marks.filter { if case .count(let n) = $0 { return n > 1 } else { return false } }
        let total = marks.reduce(0) { if case .count(let n) = $1 { $0 + n } else { $0 } }
        print(counted.count, total)
    }
    """) == "2 7\n")
}

@Test func aTypesInitializerIsAFunctionValue() throws {
    #expect(try output("""
    struct Tag { let name: String; init(_ name: String) { self.name = name } }
    func main() {
        let words = "b a".split(separator: " ").map(String.init)
        print(words, ["3", "x"].compactMap(Int.init), [1, 2].map(Double.init), words.map(Tag.init).map(\\.name))
    }
    """) == "[\"b\", \"a\"] [3] [1.0, 2.0] [\"b\", \"a\"]\n")
}

@Test func aMethodUsedAsAValueIsCalledWithoutItsLabels() throws {
    let harness = Harness("""
    struct Layout {
        func report(sizes: [Int]) { print(sizes.reduce(0, +)) }
        func callback() -> ([Int]) -> Void { self.report }
    }
    func callback() -> ([Int]) -> Void { Layout().callback() }
    """)
    let callback = try harness.interpreter.callFunction("callback")
    _ = try harness.interpreter.call(callback, [.value(.array([.int(2), .int(3)]))])
    #expect(harness.printed == "5\n")
}
