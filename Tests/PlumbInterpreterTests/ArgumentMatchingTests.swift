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

@Test func whenNoOverloadsArgumentTypesFitTheFirstOverloadsErrorIsReported() {
    #expect(runtimeError("""
    func describe(_ value: Int) -> String { "int" }
    func describe(_ value: String) -> String { "string" }
    func main() {
        print(describe(2.5))
    }
    """) == "Test.swift:4:20: error: cannot convert value of type 'Double' to expected argument type 'Int'")
}
