import ArgumentParser
import Foundation
import PlumbSnapshot
import PlumbViewer

/// The `plumb` command line. Exit codes: 0 when the scene has no error, 1 when it has, 2 for a usage error.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "See why a SwiftUI view is where it is.",
        version: plumbVersion,
        subcommands: [Preview.self, Render.self, Solve.self, Check.self, Previews.self, Snapshot.self, Vocabulary.self, Demo.self],
        defaultSubcommand: Preview.self
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success, fullMessage(for: error) == helpMessage(for: Preview.self) {
                // The window's keys follow the usage and options, where a reader of `--help` looks last.
                print(helpMessage(for: Preview.self).trimmingCharacters(in: .newlines) + "\n\nKEYS IN THE WINDOW:\n" + ViewerCommand.helpText.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
                return
            }
            if code == .success || code == .failure {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
