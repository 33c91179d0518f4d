import Foundation
import Testing

/// scripts/plumb-binary.sh runs the optimised plumb only while it is newer than every source, else the debug one.
@Test func theOptimisedBinaryIsUsedOnlyWhileNewerThanTheSources() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-binary-\(UUID().uuidString)")
    let release = root.appendingPathComponent(".build/release/plumb")
    let source = root.appendingPathComponent("Sources/plumb/Plumb.swift")
    for file in [release, source, root.appendingPathComponent("Package.swift")] {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: release.path)
    let past = Date(timeIntervalSinceNow: -60)
    for path in ["Sources", "Sources/plumb", "Sources/plumb/Plumb.swift", "Package.swift"] {
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(path).path)
    }
    #expect(try binary(in: root) == release.path)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: source.path)
    #expect(try binary(in: root) == root.appendingPathComponent(".build/debug/plumb").path)
}

/// What `plumb_binary` chooses for a checkout at `root`.
private func binary(in root: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let script = Repository.root.appendingPathComponent("scripts/plumb-binary.sh").path
    process.arguments = ["-c", "source \"$0\" && plumb_binary \"$1\"", script, root.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
