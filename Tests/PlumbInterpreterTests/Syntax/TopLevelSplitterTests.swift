import Testing
@testable import PlumbInterpreter

/// The cuts `SourceSurvey` finds in `source`, as the text of the line each cut starts.
private func cutLines(_ source: String) -> [String] {
    var source = source
    return source.withUTF8 { text in
        SourceSurvey(text).cuts.map { offset in
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
