import Testing
@testable import PlumbScene

private func read(_ source: String) -> (String, [String]) {
    let markdown = InlineMarkdown(source)
    let utf8 = Array(markdown.string.utf8)
    let runs = markdown.runs.map { run in
        let names: [(InlineMarkdown.Style, String)] = [(.strong, "strong"), (.emphasis, "em"), (.strikethrough, "strike"), (.code, "code"), (.link, "link")]
        let text = String(decoding: utf8[run.range], as: UTF8.self)
        return names.filter { run.style.contains($0.0) }.map(\.1).joined(separator: "+") + ":" + text
    }
    return (markdown.string, runs)
}

@Test func emphasisStrongAndBothAreReadFromStarsAndUnderscores() {
    #expect(read("Hello, **world**!") == ("Hello, world!", ["strong:world"]))
    #expect(read("*a* _b_ __c__ ***d***") == ("a b c d", ["em:a", "em:b", "strong:c", "strong+em:d"]))
    #expect(read("**bold *and italic* inside**") == ("bold and italic inside", ["strong:bold ", "strong+em:and italic", "strong: inside"]))
}

@Test func underscoresInsideWordsAndUnmatchedDelimitersStayText() {
    #expect(read("snake_case_name") == ("snake_case_name", []))
    #expect(read("a * b and **open") == ("a * b and **open", []))
    #expect(read("2*3*4") == ("234", ["em:3"]))
}

@Test func strikethroughCodeLinksAndEscapes() {
    #expect(read("~~gone~~ and ~also~") == ("gone and also", ["strike:gone", "strike:also"]))
    #expect(read("Use `**raw**` here") == ("Use **raw** here", ["code:**raw**"]))
    #expect(read("See [the **docs**](https://example.com).") == ("See the docs.", ["link:the ", "strong+link:docs"]))
    #expect(read("\\*not em\\* and [no link]") == ("*not em* and [no link]", []))
    #expect(read("# Title\n- item") == ("# Title\n- item", []))
}

@Test func onlyTextWithMarkupCharactersIsRead() {
    #expect(!InlineMarkdown.mayHaveMarkup("Section 7 (of 14): done."))
    #expect(InlineMarkdown.mayHaveMarkup("a_b"))
}
