import ArgumentParser
import Foundation
import PlumbScene

/// `plumb previews PATH`: lists every `#Preview` and preview provider of a file, or of the module of a project's file
/// or folder — where each is, the title `--preview` accepts, and the size it asks for.
struct Previews: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a file's or project's previews: file:line, the title --preview accepts, and the size each asks for.")

    @Argument(help: "A SwiftUI .swift file (inside a project: its module's previews), or a project's folder.")
    var path: String

    @Flag(help: "Print JSON: [{\"title\", \"name\", \"file\", \"line\", \"layout\"}].")
    var json = false

    func run() throws {
        let document = SceneDocument(contentsOf: path)
        let diagnostics = document.loadDiagnostics
        if !diagnostics.isEmpty {
            FileHandle.standardError.write(Data((diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
        }
        if document.hasLoadErrors { throw ExitCode.failure }
        let listing = PreviewListing(document)
        print(json ? listing.json : listing.text())
    }
}
