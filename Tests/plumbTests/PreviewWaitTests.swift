import Foundation
import Testing

@Test func previewWithNoWaitOnAMissingFileIsAnError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-no-wait-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try PlumbCommand(["preview", "Missing.swift", "--no-wait"], in: directory, environment: ["DISPLAY": nil])
    #expect(result.status == 1)
    #expect(result.stderr == "Error: no such file or directory: 'Missing.swift' (without --no-wait, plumb preview waits for it to be created)\n")
}
