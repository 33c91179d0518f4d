import Foundation
import Testing

@Test func versionIsTheLatestReleaseInTheChangelog() throws {
    let result = try PlumbCommand(["--version"])
    #expect(result.status == 0)
    let changelog = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let release = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.contains("Unreleased") }
    let latest = try #require(release).dropFirst(3).trimmingCharacters(in: .whitespaces)
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == latest,
            "plumb --version must print the latest release CHANGELOG.md names (Sources/PlumbSnapshot/PlumbVersion.swift)")
}
