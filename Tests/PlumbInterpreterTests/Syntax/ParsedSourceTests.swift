import SwiftSyntax
import Testing
@testable import PlumbInterpreter

@Test func piecesTogetherAreTheFileAndStartWhereTheirTextDoes() {
    let source = "import SwiftUI\nstruct A {\n    let x = 1\n}\n\nstruct B {\n}\n// last\nlet c = 3\n"
    let parsed = ParsedSource(source, minimumPieceLength: 1)
    #expect(parsed.pieces.count == 3)
    #expect(parsed.pieces.map(\.tree.description).joined() == source)
    for piece in parsed.pieces {
        let start = source.utf8.index(source.utf8.startIndex, offsetBy: piece.offset)
        #expect(source[start...].hasPrefix(piece.tree.description))
    }
}

@Test func aPieceWithASyntaxErrorMeansTheWholeFileIsParsed() {
    let source = "struct A {\n}\nstruct B {\n    let = \n}\n"
    let parsed = ParsedSource(source, minimumPieceLength: 1)
    #expect(parsed.pieces.count == 1)
    #expect(parsed.pieces[0].offset == 0)
    #expect(parsed.pieces[0].tree.description == source)
}

@Test func filesShorterThanTwoPiecesAreParsedWhole() {
    let source = "struct A {\n}\nstruct B {\n}\n"
    #expect(ParsedSource(source, minimumPieceLength: 4096).pieces.count == 1)
    #expect(ParsedSource(source, minimumPieceLength: 14).pieces.count == 1)
    #expect(ParsedSource(source, minimumPieceLength: 13).pieces.count == 2)
}

@Test func aPieceEndsAtTheFirstCutPastTheMinimumLength() {
    let source = "struct A {\n}\nstruct B {\n}\nstruct C {\n}\nstruct D {\n}\n"
    let parsed = ParsedSource(source, minimumPieceLength: 20)
    #expect(parsed.pieces.map(\.offset) == [0, 26])
    #expect(parsed.pieces.map(\.text) == ["struct A {\n}\nstruct B {\n}\n", "struct C {\n}\nstruct D {\n}\n"])
}

@Test func diagnosticsInLaterPiecesPointIntoTheFile() {
    let source = "struct A {\n    let x = 1\n}\nstruct B {\n    func f() { print(Rectangel) }\n}\n"
    let errors = loadErrors(source)
    #expect(errors == ["Test.swift:5:22: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?"])
}

// MARK: Reusing the last parse

private let declarations = ["struct A {\n    let x = 1\n}\n", "struct B {\n    let y = 2\n}\n", "struct C {\n    func f() { print(x) }\n}\n"]

@Test func aReloadParsesOnlyTheDeclarationsWhoseTextChanged() {
    let before = ParsedSource(declarations.joined(), minimumPieceLength: 1)
    let edited = declarations[0] + "struct B {\n    let y = 2\n    let z = 3\n}\n" + declarations[2]
    let after = ParsedSource(edited, reusing: before, minimumPieceLength: 1)
    #expect(after.reusedPieceCount == 2)
    #expect(after.pieces.map(\.tree.description).joined() == edited)
    #expect(after.pieces.map(\.offset) == [0, 27, 68])
    // A and C are the very trees parsed before; B is new.
    #expect(after.pieces[0].tree.id == before.pieces[0].tree.id)
    #expect(after.pieces[1].tree.id != before.pieces[1].tree.id)
    #expect(after.pieces[2].tree.id == before.pieces[2].tree.id)
}

@Test func reloadingTheSameTextParsesNothing() {
    let long = ParsedSource(declarations.joined(), minimumPieceLength: 1)
    #expect(ParsedSource(declarations.joined(), reusing: long, minimumPieceLength: 1).reusedPieceCount == 3)
    let short = ParsedSource(declarations[0])
    #expect(short.pieces.count == 1)
    #expect(ParsedSource(declarations[0], reusing: short).pieces[0].tree.id == short.pieces[0].tree.id)
    #expect(ParsedSource(declarations[1], reusing: short).reusedPieceCount == 0)
}

@Test func anEditWithASyntaxErrorIsParsedWholeAndItsFixReusesNothingOfThat() {
    let before = ParsedSource(declarations.joined(), minimumPieceLength: 1)
    let broken = ParsedSource(declarations[0] + "struct B {\n    let = 2\n}\n" + declarations[2], reusing: before, minimumPieceLength: 1)
    #expect(broken.pieces.count == 1)
    #expect(broken.reusedPieceCount == 0)
    #expect(broken.pieces[0].tree.hasError)
    let fixed = ParsedSource(declarations.joined(), reusing: broken, minimumPieceLength: 1)
    #expect(fixed.pieces.count == 3)
    #expect(fixed.reusedPieceCount == 0)
}

@Test func diagnosticsInReusedPiecesPointWhereTheirTextNowIs() {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    let before = declarations[0] + declarations[1] + "struct C {\n    func f() { print(Rectangel) }\n}\n"
    let first = interpreter.load(source: before, file: "Test.swift", parsed: ParsedSource(before, minimumPieceLength: 1))
    #expect(first.map(\.summary) == ["Test.swift:8:22: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?"])
    let after = "// Two lines\n// added.\n" + before
    let parsed = ParsedSource(after, reusing: interpreter.parsedModule?.files.first, minimumPieceLength: 1)
    #expect(parsed.reusedPieceCount == 2)
    let second = interpreter.load(source: after, file: "Test.swift", parsed: parsed)
    #expect(second.map(\.summary) == ["Test.swift:10:22: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?"])
}

@Test func identicalDeclarationsNeverShareATree() {
    let twice = "extension Text {\n    func f() -> Int { missing }\n}\n"
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    let source = twice + twice
    let expected = interpreter.load(source: source, file: "Test.swift", parsed: ParsedSource(source, minimumPieceLength: 1)).map(\.summary)
    #expect(expected.contains("Test.swift:5:23: error: cannot find 'missing' in scope"))
    let parsed = ParsedSource(source, reusing: interpreter.parsedModule?.files.first, minimumPieceLength: 1)
    #expect(parsed.reusedPieceCount == 1)
    #expect(parsed.pieces[0].tree.id != parsed.pieces[1].tree.id)
    #expect(interpreter.load(source: source, file: "Test.swift", parsed: parsed).map(\.summary) == expected)
}
