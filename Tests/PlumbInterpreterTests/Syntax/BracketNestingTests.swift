import Testing
@testable import PlumbInterpreter

/// The line and column of the first `[` the survey before parsing refuses in `source`.
private func tooDeep(_ source: String) -> String? {
    var source = source
    return source.withUTF8 { text in
        SourceSurvey(text).refusal.map { refusal in
            let offset = refusal.offset
            let before = text[..<offset]
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return "\(line):\(column)"
        }
    }
}

private func brackets(_ count: Int, _ open: String = "[") -> String { String(repeating: open, count: count) }

@Test func tenLevelsOfSquareBracketsParseAndElevenAreRefusedAtTheEleventh() {
    #expect(tooDeep("let a = \(brackets(10))1\(brackets(10, "]"))") == nil)
    #expect(tooDeep("let a = \(brackets(11))1\(brackets(11, "]"))") == "1:19")
    // Unclosed, as in a half-typed save, and with parentheses between (the slowest case for the parser).
    #expect(tooDeep("let a = \(brackets(40))") == "1:19")
    #expect(tooDeep("let a = \(brackets(11, "[("))") == "1:29")
}

@Test func closedBracketsAndBracesEndTheNesting() {
    // Siblings do not nest, and a closure's body starts counting afresh (the parser's lookahead stops at `{`).
    #expect(tooDeep(Array(repeating: "[\(brackets(9))1\(brackets(9, "]"))]", count: 5).joined(separator: ", ")) == nil)
    #expect(tooDeep("let a = \(brackets(6, "[{ "))") == nil)
    #expect(tooDeep("let a = [[[[[[{ }[[[[[") == "1:22")
}

@Test func bracketsInCommentsAndStringsAreText() {
    #expect(tooDeep("""
    // \(brackets(20))
    /* \(brackets(20)) */
    let s = "\(brackets(20))"
    let m = \"\"\"
    \(brackets(20))
    \"\"\"
    let r = #"\(brackets(20))"#
    """) == nil)
    // An interpolation is code.
    #expect(tooDeep("let s = \"\\(\(brackets(11))\"") == "1:22")
}

@Test func aTooDeepNestingIsAnErrorAtItsBracketWithoutParsing() {
    let source = """
    struct ContentView: View {
        var body: some View { Text("a") }
    }
    let crowd = \(brackets(84))
    """
    #expect(ParsedSource(source).pieces.isEmpty)
    #expect(loadErrors(source) == [
        "Test.swift:4:23: error: square brackets nested more than 10 levels deep; close the brackets above, or build the value in steps",
    ])
}

/// Found by fuzzing: a run of unclosed `(` after a syntax error (`func f x((((…`) took seconds, the parser's recovery
/// looking ahead over the rest of the run at each one.
@Test func sixtyFourLevelsOfBracketsParseAndTheSixtyFifthIsRefused() {
    #expect(tooDeep("let a = \(brackets(64, "("))1\(brackets(64, ")"))") == nil)
    #expect(tooDeep("let a = \(brackets(65, "("))1\(brackets(65, ")"))") == "1:73")
    #expect(tooDeep("func f x\(brackets(800, "("))") == "1:73")
    // Square brackets count with parentheses.
    #expect(tooDeep("let a = \(brackets(60, "("))\(brackets(5))") == "1:73")
    #expect(tooDeep("let a = \(brackets(64, "({"))") == nil)
    #expect(loadErrors("func f x\(brackets(800, "("))") == [
        "Test.swift:1:73: error: brackets nested more than 64 levels deep; close the brackets above, or build the value in steps",
    ])
}
