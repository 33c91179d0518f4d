import Foundation
import Testing

/// docs/SwiftUIVocabulary.md is what `plumb vocabulary --markdown` writes from the vocabulary's registrations.
@Test func theVocabularyDocumentIsCurrent() throws {
    let result = try PlumbCommand(["vocabulary", "--markdown"])
    #expect(result.status == 0, "\(result.stderr)")
    let committed = try String(contentsOf: Repository.root.appendingPathComponent("docs/SwiftUIVocabulary.md"), encoding: .utf8)
    let generated = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let written = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = Array(zip(generated, written)).firstIndex { $0 != $1 } ?? min(generated.count, written.count)
    let isCurrent = committed == result.stdout
    #expect(isCurrent, """
        docs/SwiftUIVocabulary.md is stale: run scripts/generate-vocabulary-doc.sh. First difference at line \
        \(firstDifference + 1): the file has "\(firstDifference < written.count ? written[firstDifference] : "")", \
        the registrations give "\(firstDifference < generated.count ? generated[firstDifference] : "")"
        """)
}

@Test func theVocabularyListsViewsModifiersAndEnvironmentValues() throws {
    let result = try PlumbCommand(["vocabulary"])
    #expect(result.status == 0)
    for expected in ["views: ", " HStack ", "modifiers: ", " alignmentGuide ", " padding ", "environment values: ", " colorScheme "] {
        #expect(result.stdout.contains(expected), "missing \(expected)")
    }
}
