import Testing
@testable import PlumbInterpreter

@Test func overloadsWhoseLabelsFitAreTriedInOrderUntilTheArgumentTypesFit() throws {
    #expect(try output("""
    func describe(_ value: Int) -> String { "int \\(value)" }
    func describe(_ value: String) -> String { "string \\(value)" }
    func main() {
        for _ in 0..<2 { print(describe("a")) }
        print(describe(3))
    }
    """) == "string a\nstring a\nint 3\n")
}

@Test func aCallSiteTriesTheOverloadThatFittedLastFirstAndStillChoosesByTheArgumentsType() throws {
    // Each try evaluates the argument: "a" is evaluated for the Int overload and then the String one; "b" and "c"
    // only for the String one, which fitted last; 1 for both (String first), "d" for both (Int first): 8 in all.
    #expect(try output("""
    var evaluations = 0
    func counted(_ value: Any) -> Any { evaluations += 1; return value }
    func describe(_ value: Int) -> String { "int \\(value)" }
    func describe(_ value: String) -> String { "string \\(value)" }
    func main() {
        let values: [Any] = ["a", "b", "c", 1, "d"]
        for value in values { print(describe(counted(value))) }
        print(evaluations)
    }
    """) == "string a\nstring b\nstring c\nint 1\nstring d\n8\n")
}

@Test func whenNoOverloadsArgumentTypesFitTheFirstOverloadsErrorIsReported() {
    #expect(runtimeError("""
    func describe(_ value: Int) -> String { "int" }
    func describe(_ value: String) -> String { "string" }
    func main() {
        print(describe(2.5))
    }
    """) == "Test.swift:4:20: error: cannot convert value of type 'Double' to expected argument type 'Int'")
}

@Test func aTrailingClosurePassesADefaultedFunctionParameterThatALaterOneNeeds() throws {
    // SE-0286's forward scan: `present(isPresented:) { … }` fills `content:`, as SwiftUI's `sheet` does; with a
    // labelled trailing closure after it, or no later function parameter needing one, the defaulted one takes it.
    #expect(try output("""
    func present(isPresented: Bool, onDismiss: (() -> Void)? = nil, content: () -> Int) -> Int { content() + (onDismiss == nil ? 0 : 100) }
    func pair(first: () -> Int = { 1 }, second: () -> Int) -> Int { first() * 10 + second() }
    func act(_ value: Int, action: () -> Int = { 0 }) -> Int { value + action() }
    func main() {
        print(present(isPresented: true) { 5 })
        print(present(isPresented: true, onDismiss: {}) { 6 })
        print(pair { 2 } second: { 3 })
        print(pair { 4 })
        print(act(1) { 7 })
    }
    """) == "5\n106\n23\n14\n8\n")
}
