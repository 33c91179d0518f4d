import Testing
@testable import PlumbInterpreter

/// The offsets `TopLevelSplitter` would cut `source` at, as the text of the line each cut starts.
private func cutLines(_ source: String) -> [String] {
    var source = source
    return source.withUTF8 { text in
        TopLevelSplitter.cuts(in: text).map { offset in
            let rest = text[offset...].prefix { $0 != UInt8(ascii: "\n") }
            return String(decoding: rest, as: UTF8.self)
        }
    }
}

@Test func cutsFallAfterTopLevelClosingBracesBeforeDeclarations() {
    let source = """
    import SwiftUI
    struct A: View {
        var body: some View { Text("a") }
    }

    @MainActor
    struct B {}
    extension A {
        func f() {}
    }
    #Preview { A() }
    """
    #expect(cutLines(source) == ["", "#Preview { A() }"])
}

@Test func commentsBeforeADeclarationGoWithIt() {
    let source = "struct A {\n}\n// MARK: B\n/// The B.\nstruct B {\n}\n"
    #expect(cutLines(source) == ["// MARK: B"])
}

@Test func noCutsInsideBracketsStringsOrComments() {
    let source = #"""
    let text = """
    }
    struct NotADeclaration {
    """
    let raw = #"}"#
    let interpolated = "\( { () -> Int in 1 }() )"
    /* a comment /* nested */
    }
    struct AlsoNot {
    */
    func f() {
        if true {
    }
    struct Indented {}
    }
    struct Real {}
    """#
    #expect(cutLines(source) == ["struct Real {}"])
}

@Test func noCutBeforeCodeThatIsNotADeclaration() {
    #expect(cutLines("struct A {\n}\n.padding()\n") == [])
    #expect(cutLines("struct A {\n} // done\nstruct B {}\n") == [])
    #expect(cutLines("struct A {\n}") == [])
}

@Test func piecesTogetherAreTheFileAndStartWhereTheirTextDoes() {
    let source = "import SwiftUI\nstruct A {\n    let x = 1\n}\n\nstruct B {\n}\n// last\nlet c = 3\n"
    let parsed = ParsedSource(source, pieceCount: 3, minimumPieceLength: 1)
    #expect(parsed.pieces.count == 3)
    #expect(parsed.pieces.map(\.tree.description).joined() == source)
    for piece in parsed.pieces {
        let start = source.utf8.index(source.utf8.startIndex, offsetBy: piece.offset)
        #expect(source[start...].hasPrefix(piece.tree.description))
    }
}

@Test func aPieceWithASyntaxErrorMeansTheWholeFileIsParsed() {
    let source = "struct A {\n}\nstruct B {\n    let = \n}\n"
    let parsed = ParsedSource(source, pieceCount: 2, minimumPieceLength: 1)
    #expect(parsed.pieces.count == 1)
    #expect(parsed.pieces[0].offset == 0)
    #expect(parsed.pieces[0].tree.description == source)
}

@Test func shortFilesAreParsedWhole() {
    let source = "struct A {\n}\nstruct B {\n}\n"
    #expect(ParsedSource(source, pieceCount: 2, minimumPieceLength: 4096).pieces.count == 1)
    #expect(ParsedSource(source, pieceCount: 1, minimumPieceLength: 1).pieces.count == 1)
    #expect(ParsedSource(source, pieceCount: 2, minimumPieceLength: 1).pieces.count == 2)
}

@Test func diagnosticsInLaterPiecesPointIntoTheFile() {
    let source = "struct A {\n    let x = 1\n}\nstruct B {\n    func f() { print(Rectangel) }\n}\n"
    let errors = loadErrors(source)
    #expect(errors == ["Test.swift:5:22: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?"])
}

@Test func theScanStopsAtTheFirstCutPastTheLastOneWanted() {
    var source = "struct A {\n}\nstruct B {\n}\nstruct C {\n}\nstruct D {\n}\n"
    let cuts = source.withUTF8 { TopLevelSplitter.cuts(in: $0, through: 14) }
    #expect(cuts == [13, 26])
}
