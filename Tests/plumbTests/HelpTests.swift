import Foundation
import Testing

@Test func previewHelpListsTheWindowsKeysAfterUsageAndOptions() throws {
    let result = try PlumbCommand(["preview", "--help"])
    #expect(result.status == 0)
    let text = result.stdout
    let usage = try #require(text.range(of: "USAGE: plumb preview"))
    let options = try #require(text.range(of: "OPTIONS:"))
    let keys = try #require(text.range(of: "KEYS IN THE WINDOW:"))
    #expect(usage.lowerBound < options.lowerBound && options.lowerBound < keys.lowerBound)
    #expect(text[keys.upperBound...].contains("  Escape         clear the selection"))
}
