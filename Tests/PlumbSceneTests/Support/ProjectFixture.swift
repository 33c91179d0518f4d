import Foundation

/// A project folder (with `Package.swift`) holding `files`, path → contents, in the temporary folder; removed
/// after `body`.
func withProject(_ files: [String: Data], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files.merging(["Package.swift": Data()], uniquingKeysWith: { a, _ in a }) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    try body(root)
}
