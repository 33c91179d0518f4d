import Testing
@testable import PlumbScene

@Test func anOldStylePropertyListReadsStringsArraysDictionariesAndComments() throws {
    let text = """
    // !$*UTF8*$!
    {
    \tname = "My \\"App\\"\\n\\U00e9t\\u00e9"; /* a comment, with { and ; */
    \tpath = en.lproj/Localizable.strings;
    \tlist = (a, "b c", <0fbd 7771>, ); // trailing
    \tnested = {empty = (); tree = "<group>"; };
    }
    """
    let list = try PropertyListParser.parse(text, file: "project.pbxproj")
    #expect(list == .dictionary([
        "name": .string("My \"App\"\nété"),
        "path": .string("en.lproj/Localizable.strings"),
        "list": .array([.string("a"), .string("b c"), .string("<0fbd 7771>")]),
        "nested": .dictionary(["empty": .array([]), "tree": .string("<group>")]),
    ]))
}

@Test(arguments: [
    ("{ a = b }", "project.pbxproj:1:9: error: expected ';' after the value of 'a'"),
    ("{\n  a = \"open;\n}", "project.pbxproj:2:7: error: unterminated string"),
    ("{ a = (b c); }", "project.pbxproj:1:10: error: expected ',' or ')' in an array"),
    ("{ a = ; }", "project.pbxproj:1:7: error: expected a value, found ';'"),
    ("{ a = b; } }", "project.pbxproj:1:12: error: expected the end of the file after the top-level value"),
    ("{ a = \"\\U12\"; }", "project.pbxproj:1:10: error: expected four hexadecimal digits after '\\U'"),
    (String(repeating: "(", count: 100_000), "project.pbxproj:1:257: error: nested more than 256 deep"),
])
func aBrokenPropertyListIsAnErrorAtItsPlace(text: String, summary: String) {
    let error = #expect(throws: ProjectError.self) { try PropertyListParser.parse(text, file: "project.pbxproj") }
    #expect(error?.diagnostic.summary == summary)
}
