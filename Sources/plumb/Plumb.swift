import ArgumentParser

/// The `plumb` command line.
@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "See why a SwiftUI view is where it is.",
        subcommands: [Demo.self]
    )
}
