import Testing
@testable import PlumbInterpreter

@Test func standardOperatorsAreDecodedOnce() {
    #expect(BinaryOperator("&+").kind == .wrappingAdd)
    #expect(BinaryOperator("..<").kind == .halfOpenRange)
    #expect(BinaryOperator("<>").kind == .other)
    #expect(BinaryOperator("<>").name == "<>")
    #expect(BinaryOperator("*").isArithmetic && !BinaryOperator("==").isArithmetic)
}

@Test func everyStandardOperatorEvaluates() throws {
    #expect(try output("""
    func main() {
        let a = 6
        let b = 3
        let none: Int? = nil
        print(a + b, a - b, a * b, a / b, a % 4, a &+ b, a &- b, a &* b)
        print(a & b, a | b, a ^ b, a << 1, a >> 1)
        print(a == b, a != b, a < b, a > b, a <= 6, a >= 7, 1...3 ~= 2)
        print(true && false, true || false, none ?? 4, (1..<3).count, (1...3).count)
        let half: Double = 7 / 2 + 1
        print(half, [1, 2].reduce(0, +))
    }
    """) == "9 3 18 2 2 9 3 18\n2 7 5 12 3\nfalse true false true true false true\nfalse true 4 2 3\n4.5 3\n")
}
