import Testing
@testable import PlumbInterpreter

@Test func randomValuesComeFromAFixedSeed() throws {
    let program = """
    func main() {
        var deck = [1, 2, 3, 4, 5]
        deck.shuffle()
        print(Int.random(in: 1...6), Int.random(in: 0..<100), Double.random(in: 0...1), CGFloat.random(in: 10..<50), Bool.random())
        print(["a", "b", "c"].randomElement(), [Int]().randomElement(), (1...5).shuffled(), deck)
    }
    """
    let printed = try output(program)
    #expect(printed == "1 36 0.16181665350642582 22.063446473664147 false\nOptional(\"a\") nil [2, 3, 1, 4, 5] [1, 3, 4, 2, 5]\n")
    #expect(try output(program) == printed)
}

@Test func randomValuesStartAgainAtEachSolve() throws {
    let harness = Harness("""
    struct ContentView: View {
        let value = Int.random(in: 1...1000)
        var body: some View { Text("\\(value)") }
    }
    """)
    let values = try (0..<2).map { _ in
        try harness.interpreter.property("value", of: try harness.interpreter.evaluate(try harness.interpreter.entryPoint()))
    }
    #expect(values[0] == values[1])
}

@Test func aRandomValueFromAnEmptyRangeIsAnError() {
    #expect(runtimeError("func main() { print(Int.random(in: 3..<3)) }") == "Test.swift:1:25: error: Can't get random value with an empty range")
}

@Test func generatorsPassedWithUsingDrawFromTheScenesGenerator() throws {
    let printed = try output("""
    struct Seeded: RandomNumberGenerator {
        var state: UInt64 = 1
        mutating func next() -> UInt64 { state &+= 1; return state }
    }
    func draw(using generator: inout some RandomNumberGenerator) -> [Int] {
        [Int.random(in: 1...6, using: &generator)] + [1, 2, 3].shuffled(using: &generator)
    }
    func main() {
        var system = SystemRandomNumberGenerator()
        var seeded = Seeded()
        print(draw(using: &system), draw(using: &seeded), Bool.random(using: &system) == true || true)
    }
    """)
    let plain = try output("""
    func main() {
        print([Int.random(in: 1...6)] + [1, 2, 3].shuffled(), [Int.random(in: 1...6)] + [1, 2, 3].shuffled(), true)
    }
    """)
    #expect(printed == plain)
}
