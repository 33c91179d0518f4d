import Testing
@testable import PlumbInterpreter

/// The survey of `source`: its refusal as "offset kind", and its cuts.
private func survey(_ source: String) -> (refusal: String?, cuts: [Int]) {
    var source = source
    return source.withUTF8 { text in
        let survey = SourceSurvey(text)
        return (survey.refusal.map { "\($0.offset) \($0.kind)" }, survey.cuts)
    }
}

private let deepBrackets = String(repeating: "[", count: 11)

@Test func theFirstRefusalInTheFileIsTheOneReported() {
    #expect(survey("let a \u{0B}= 1\nlet b = \(deepBrackets)").refusal == "6 controlCharacter(11)")
    #expect(survey("let b = \(deepBrackets)\nlet a \u{0B}= 1").refusal == "18 squareBracketsTooDeep(limit: 10)")
}

@Test func cutsAreFoundInTheSameScanAsTheChecks() {
    let source = "struct A {\n}\nstruct B {\n}\nlet c = 1\n"
    #expect(survey(source).refusal == nil)
    #expect(survey(source).cuts == [13, 26])
}
