import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

private let english = #"""
/* The greeting. */
"greeting" = "Hello, **world**";
// Counts.
"items %lld" = "%lld things";
"price %lf" = "costs %.2f";
"%@ by %@" = "%2$@ (by %1$@)";
"escapes" = "a \"quoted\"\tword\nand \U00E9";
bare = word;
"percent %lld%%" = "%lld percent";
"only";
"Tap %@ to start" = "%@ starts it";
"""#

private let scene = """
import SwiftUI
struct ContentView: View {
    let count = 1200
    let price = 3.5
    let key: LocalizedStringKey = "greeting"
    var body: some View {
        VStack {
            Text("greeting").id("greeting")
            Text("items \\(count)").id("items")
            Text("price \\(price)").id("price")
            Text("\\("Dune") by \\("Herbert")").id("positional")
            Text("escapes").id("escapes")
            Text("bare").id("bare")
            Text("percent \\(50)%").id("percent")
            Text("only").id("only")
            Text("Tap \\(Image(systemName: "star")) to start").id("symbol")
            Text("untranslated \\(count)").id("untranslated")
            Text(key).id("variable")
            Text("title", tableName: "Other").id("table")
            Text(String(localized: "items \\(count)")).id("localized")
            Text(NSLocalizedString("greeting", comment: "")).id("ns")
            Text(NSLocalizedString("missing", value: "fallback", comment: "")).id("fallback")
        }
    }
}
"""

/// The strings of the texts tagged in `scene`, with `files` beside it, and its diagnostics.
private func solve(_ files: [String: Data], scene: String = scene) throws -> (text: (String) -> String?, diagnostics: [String], root: URL) {
    var result: (text: (String) -> String?, diagnostics: [String], root: URL)!
    try withProject(files.merging(["App/ContentView.swift": Data(scene.utf8)]) { a, _ in a }) { root in
        let solution = SceneDocument(contentsOf: root.appendingPathComponent("App/ContentView.swift").path).solve()
        result = ({ SceneHarness.text($0, in: solution) }, solution.diagnostics.map(\.summary), root)
    }
    return result
}

@Test func textsAreLookedUpInTheDevelopmentLanguagesStringsFileWithTheirArguments() throws {
    let (text, diagnostics, _) = try solve([
        "App/en.lproj/Localizable.strings": Data(english.utf8),
        "App/fr.lproj/Localizable.strings": Data(#""greeting" = "Bonjour";"#.utf8),
        "App/en.lproj/Other.strings": Data(#""title" = "From another table";"#.utf8),
    ])
    #expect(diagnostics.isEmpty)
    #expect(text("greeting") == "Hello, world")
    #expect(text("items") == "1,200 things")
    #expect(text("price") == "costs 3.50")
    #expect(text("positional") == "Herbert (by Dune)")
    #expect(text("escapes") == "a \"quoted\"\tword\nand é")
    #expect(text("bare") == "word")
    #expect(text("percent") == "50 percent")
    #expect(text("only") == "only")
    #expect(text("symbol") == TextSpan.symbolPlaceholder + " starts it")
    #expect(text("untranslated") == "untranslated 1,200")
    #expect(text("variable") == "Hello, world")
    #expect(text("table") == "From another table")
    #expect(text("localized") == "1,200 things")
    #expect(text("ns") == "Hello, **world**")
    #expect(text("fallback") == "fallback")
}

@Test func aUTF16StringsFileIsReadAsUTF8IsWithOrWithoutItsByteOrderMark() throws {
    let line = #""greeting" = "Grüße";"#
    for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian] {
        let (text, diagnostics, _) = try solve(["App/Base.lproj/Localizable.strings": try #require(line.data(using: encoding))])
        #expect(diagnostics.isEmpty)
        #expect(text("greeting") == "Grüße")
    }
}

private let catalog = #"""
{
  "sourceLanguage": "en",
  "strings": {
    "greeting": {"localizations": {
      "en": {"stringUnit": {"state": "translated", "value": "Hi from the catalog"}},
      "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}
    }},
    "items %lld": {"localizations": {"en": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld items in all"}}
    }}}}},
    "%@ by %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%2$@, author of %1$@"}}}},
    "only": {}
  },
  "version": "1.0"
}
"""#

@Test func aStringCatalogGivesItsSourceLanguagesTextAndAPluralsOtherCase() throws {
    let (text, diagnostics, _) = try solve(["App/Localizable.xcstrings": Data(catalog.utf8)])
    #expect(diagnostics.isEmpty)
    #expect(text("greeting") == "Hi from the catalog")
    #expect(text("items") == "1,200 items in all")
    #expect(text("positional") == "Herbert, author of Dune")
    #expect(text("only") == "only")
    #expect(text("localized") == "1,200 items in all")
    #expect(text("price") == "price 3.5")
}

@Test func aMalformedStringsFileIsAWarningAtItsPlaceAndKeepsThePairsBeforeIt() throws {
    let broken = """
    "greeting" = "Hello";
    "items %lld" = "%lld things"
    "price %lf" = "costs %.2f";
    """
    let (text, diagnostics, root) = try solve(["App/en.lproj/Localizable.strings": Data(broken.utf8)])
    let file = root.appendingPathComponent("App/en.lproj/Localizable.strings").path
    #expect(diagnostics == ["\(file):3:1: warning: malformed strings file: expected ';' after the value of \"items %lld\""])
    #expect(text("greeting") == "Hello")
    #expect(text("price") == "price 3.5")
    for (contents, message) in [
        (#""a" = "b"; /* open"#, "1:12: warning: malformed strings file: unterminated comment"),
        ("\"a\" = \"b\";\n  \"c\" = \"d", "2:9: warning: malformed strings file: unterminated string"),
        (#""a" "b";"#, "1:5: warning: malformed strings file: expected '=' or ';' after the key \"a\""),
        (#""a" = ;"#, "1:7: warning: malformed strings file: expected a quoted string"),
        (#""a" = "\U12";"#, "1:12: warning: malformed strings file: expected four hexadecimal digits after \\U"),
    ] {
        let (_, diagnostics, root) = try solve(["App/en.lproj/Localizable.strings": Data(contents.utf8)])
        #expect(diagnostics == ["\(root.appendingPathComponent("App/en.lproj/Localizable.strings").path):\(message)"])
    }
    let (_, catalogDiagnostics, catalogRoot) = try solve(["App/Localizable.xcstrings": Data("{\"strings\": [".utf8)])
    let catalogFile = catalogRoot.appendingPathComponent("App/Localizable.xcstrings").path
    #expect(catalogDiagnostics == ["\(catalogFile):1:1: warning: malformed string catalog: not JSON with a \"strings\" object"])
}

@Test func theDevelopmentLanguageIsEnglishElseBaseElseTheFirstLanguageFolder() {
    let catalog = "/p/Localizable.xcstrings"
    #expect(LocalizedStrings.developmentLanguageFiles(["/p/fr.lproj/L.strings", "/p/en.lproj/L.strings", catalog]) == ["/p/en.lproj/L.strings", catalog])
    #expect(LocalizedStrings.developmentLanguageFiles(["/p/fr.lproj/L.strings", "/p/Base.lproj/L.strings"]) == ["/p/Base.lproj/L.strings"])
    #expect(LocalizedStrings.developmentLanguageFiles(["/p/fr.lproj/L.strings", "/p/de.lproj/L.strings"]) == ["/p/de.lproj/L.strings"])
}

@Test func stringsHandedOverByPathAreLookedUpAsTheBundlesAre() throws {
    try withProject(["Strings/Localizable.strings": Data(#""a" = "b";"#.utf8)]) { root in
        let strings = LocalizedStrings(files: [root.appendingPathComponent("Strings/Localizable.strings").path])
        #expect(strings.text(for: "a") == "b")
        #expect(strings.text(for: "a", table: "Other") == nil)
        #expect(strings.problems.isEmpty)
    }
}
