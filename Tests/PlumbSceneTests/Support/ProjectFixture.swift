import Foundation

/// A project on disk in the temporary folder: `Package.swift` at its root, `files` (path → contents) below it;
/// removed after `body`.
func withProject(_ files: [String: Data], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files.merging(["Package.swift": Data("// swift-tools-version: 6.0\n".utf8)], uniquingKeysWith: { a, _ in a }) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    try body(root)
}

/// A project on disk whose files are UTF-8 text.
func withProject(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    try withProject(files.mapValues { Data($0.utf8) }, body)
}
