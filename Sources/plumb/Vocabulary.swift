import ArgumentParser
import PlumbScene

/// `plumb vocabulary --markdown`: the SwiftUI vocabulary scene files see, as docs/SwiftUIVocabulary.md, written from
/// the vocabulary's own registrations (scripts/generate-vocabulary-doc.sh rewrites the file with it).
struct Vocabulary: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the SwiftUI views, modifiers, types and environment values scene files may use.")

    @Flag(help: "Print the list as Markdown: the text of docs/SwiftUIVocabulary.md.")
    var markdown = false

    func run() throws {
        let listing = VocabularyListing()
        if markdown {
            print(VocabularyMarkdown.document(listing), terminator: "")
            return
        }
        print("views: " + listing.views.map(\.name).joined(separator: " "))
        print("shapes: " + listing.shapes.map(\.name).joined(separator: " "))
        print("modifiers: " + listing.modifiers.map(\.name).joined(separator: " "))
        print("environment values: " + listing.environmentValues.joined(separator: " "))
    }
}
