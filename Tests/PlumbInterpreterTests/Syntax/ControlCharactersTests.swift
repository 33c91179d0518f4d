import Testing
@testable import PlumbInterpreter

/// Found by fuzzing: a control character beside an `=` with a space on its other side made swift-syntax's
/// diagnostics trap (`A Fix-It must have at least one change`), ending `plumb check` and the viewer.
@Test func aControlCharacterInCodeIsAnErrorAtItsPlaceNotATrap() {
    #expect(loadErrors("var a = 1\nfunc f() { a \u{0B}= 2 }") == [
        "Test.swift:2:14: error: control character U+000B in code; only spaces, tabs and line breaks may separate tokens",
    ])
    #expect(loadErrors("var a = 1\nfunc f() { a \u{0F}= 2 }") == [
        "Test.swift:2:14: error: control character U+000F in code; only spaces, tabs and line breaks may separate tokens",
    ])
    #expect(ParsedSource("let a \u{0C}= 1").pieces.isEmpty)
}

@Test func controlCharactersInCommentsAndStringsAndTabsInCodeAreNotRefused() {
    #expect(loadErrors("// a \u{0B} comment\nlet s = \"\\u{0B}\"\nlet t\t= 1\n") == [])
    #expect(loadErrors("/* \u{0F} */ let a = 1") == [])
}
