import Foundation
import Testing
@testable import PlumbInterpreter

@Test func runtimeFaultsAreErrorsAtTheFaultingExpression() {
    #expect(runtimeError("""
    func main() {
        let values: [Int] = []
        let first: Int? = values.first
        print(first!)
    }
    """) == "Test.swift:4:16: error: unexpectedly found nil while unwrapping an Optional value")
    #expect(runtimeError("""
    func main() {
        let values = [1, 2, 3]
        print(values[3])
    }
    """) == "Test.swift:3:17: error: index out of range: index 3 in a collection of 3 elements")
    #expect(runtimeError("""
    func main() {
        let zero = 0
        print(10 / zero)
    }
    """) == "Test.swift:3:14: error: division by zero")
    #expect(runtimeError("""
    func main() {
        let big = Int.max
        print(big + 1)
    }
    """) == "Test.swift:3:15: error: arithmetic overflow in '+'")
    #expect(runtimeError("""
    func main() {
        var items = [1]
        items.remove(at: 5)
    }
    """) == "Test.swift:3:11: error: index out of range: index 5 in a collection of 1 element")
}

@Test func endlessLoopsExhaustTheStepBudget() {
    var limits = Limits()
    limits.steps = 100_000
    // The step budget, whatever the machine's speed: under ThreadSanitizer 100,000 steps took more than the default
    // two seconds, and the time budget ran out first.
    limits.seconds = 3600
    #expect(runtimeError("""
    func main() {
        var n = 0
        while true { n += 1 }
    }
    """, limits: limits) == "Test.swift:3:5: error: evaluation exceeded 100000 steps; is there an endless loop?")
}

/// Found by fuzzing: expressions nest as deep as they are long, and these overflowed the native stack — lowering,
/// evaluating or freeing them.
@Test func anExpressionTooDeepForTheStackIsAnError() {
    let message = "error: the expression is nested too deeply to evaluate; break it up into distinct sub-expressions"
    let sum = Array(repeating: "1", count: 5_000).joined(separator: " + ")
    #expect(loadErrors("func main() { print(\(sum)) }") == ["Test.swift:1:21: \(message)"])
    let coalescing = "Optional(1)" + String(repeating: " ?? 1", count: 5_000)
    #expect(loadErrors("func main() { print(\(coalescing)) }") == ["Test.swift:1:21: \(message)"])
    let chain = "[1]" + String(repeating: ".reversed()", count: 20_000)
    let errors = loadErrors("func main() { print(\(chain)) }")
    #expect(errors.count == 1 && errors.allSatisfy { $0.hasPrefix("Test.swift:1:") && $0.hasSuffix(message) })
}

/// Operators the native stack holds but that nest deeper than it holds evaluating them (a debug build's frames are
/// large) stop with the same error where they run.
@Test func anExpressionAtTheLimitOfOperatorsEvaluatesOrStops() throws {
    let sum = Array(repeating: "1", count: Lowerer.maximumOperators + 1).joined(separator: " + ")
    let error = runtimeError("func main() { print(\(sum)) }")
    #expect(error == nil || error?.hasSuffix("error: the expression is nested too deeply to evaluate; break it up into distinct sub-expressions") == true)
}

@Test func endlessLoopsStopWithinTheTimeBudget() {
    var limits = Limits()
    limits.seconds = 0.2
    let clock = ContinuousClock()
    let start = clock.now
    let error = runtimeError("""
    func main() {
        var n = 0
        repeat { n += 1 } while n >= 0
    }
    """, limits: limits)
    #expect(error == "Test.swift:3:5: error: evaluation took longer than 0.2 seconds; is there an endless loop?")
    // Within a few budgets: ten times slower under a sanitizer (`PLUMB_TEST_TIME_SCALE`, set by scripts/sanitize.sh).
    let scale = ProcessInfo.processInfo.environment["PLUMB_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1
    #expect(clock.now - start < .seconds(2 * scale))
}

@Test func runawayRecursionIsStopped() {
    #expect(runtimeError("""
    func down(_ n: Int) -> Int { down(n + 1) }
    func main() { print(down(0)) }
    """) == "Test.swift:1:30: error: calls nested deeper than 512 levels; is there runaway recursion?")
    #expect(runtimeError("""
    struct Loop { var value: Int { value + 1 } }
    func main() { print(Loop().value) }
    """) == "Test.swift:1:32: error: calls nested deeper than 512 levels; is there runaway recursion?")
}

@Test func hugeCollectionsAreStopped() {
    #expect(runtimeError("""
    func main() { _ = Array(repeating: 0, count: 100_000_000) }
    """) == "Test.swift:1:19: error: a collection of 100000000 elements exceeds the limit of 1000000")
    #expect(runtimeError("""
    func main() { _ = (0..<100_000_000).map { $0 } }
    """) == "Test.swift:1:37: error: a collection of 100000000 elements exceeds the limit of 1000000")
    #expect(runtimeError("""
    struct ContentView: View { var body: some View { ForEach(0..<100_000_000) { Text("\\($0)") } } }
    func main() { _ = ContentView().body }
    """) == "Test.swift:1:50: error: a collection of 100000000 elements exceeds the limit of 1000000")
    #expect(runtimeError("""
    func main() {
        var text = "ab"
        for _ in 0..<40 { text += text }
    }
    """) == "Test.swift:3:28: error: a string of 16777216 characters exceeds the limit of 10000000")
}

@Test func faultsInsideNativeCallbacksKeepTheirLocation() {
    #expect(runtimeError("""
    func main() { _ = [1, 2].map { $0 / 0 } }
    """) == "Test.swift:1:35: error: division by zero")
}

/// Mangled scene files (characters dropped, swapped, duplicated) never crash or hang the interpreter.
/// `PLUMB_FUZZ_ITERATIONS` and `PLUMB_FUZZ_SEED` run it longer or differently.
@Test func mangledInputNeverCrashes() throws {
    let scene = """
    struct Item: Identifiable { let id: Int; var name: String }
    enum Mode: String, CaseIterable { case a, b }
    struct ContentView: View {
        @State private var count = 0
        let items = (0..<5).map { Item(id: $0, name: "n\\($0)") }
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(items) { item in Text(item.name).padding(Double(item.id)) }
                if count > 2 { Text("many") } else { Rectangle().frame(width: 10, height: 5) }
                switch Mode.allCases[count % 2] { case .a: Text("a"); case .b: Text("b") }
            }
            .onTapGesture { count += 1 }
        }
    }
    #Preview { ContentView() }
    """
    let environment = ProcessInfo.processInfo.environment
    var generator = SceneRandom(seed: environment["PLUMB_FUZZ_SEED"].flatMap(UInt64.init) ?? 7)
    let iterations = environment["PLUMB_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 150
    var limits = Limits()
    limits.steps = 20_000
    limits.seconds = 0.5
    let characters = Array(scene)
    let library = FakeSwiftUI.library()
    for _ in 0..<iterations {
        var mangled = characters
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = Int.random(in: 0..<mangled.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: mangled.remove(at: index)
            case 1: mangled.insert(mangled[Int.random(in: 0..<mangled.count, using: &generator)], at: index)
            default: mangled.swapAt(index, Int.random(in: 0..<mangled.count, using: &generator))
            }
        }
        let interpreter = Interpreter(library: library, limits: limits)
        interpreter.output = { _ in }
        let diagnostics = interpreter.load(source: String(mangled), file: "Fuzz.swift")
        if diagnostics.contains(where: { $0.severity == .error }) { continue }
        if let root = try? interpreter.evaluate(interpreter.entryPoint()) { _ = try? FakeSwiftUI.render(root, interpreter) }
    }
}

@Test func runtimeErrorsRenderWithTheSourceLineAndCaret() {
    let harness = Harness("func main() {\n    let values = [1]\n    print(values[2])\n}")
    do {
        _ = try harness.interpreter.callFunction("main")
        Issue.record("expected an error")
    } catch let error as InterpreterError {
        #expect(error.kind == .indexOutOfRange(index: 2, count: 1))
        #expect(error.description == """
        Test.swift:3:17: error: index out of range: index 2 in a collection of 1 element
            print(values[2])
                        ^
        """)
    } catch {
        Issue.record("unexpected \(error)")
    }
}
