import Foundation
import Testing
@testable import PlumbViewer

private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Test func inotifySeesSavesByRenameAndIgnoresOtherFiles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Scene.swift")
    try "a".write(to: file, atomically: false, encoding: .utf8)
    let watcher = try #require(InotifyWatcher(path: file.path))
    #expect(!watcher.changed())
    try "b".write(to: directory.appendingPathComponent("Other.swift"), atomically: false, encoding: .utf8)
    #expect(!watcher.changed())
    let temporary = directory.appendingPathComponent(".Scene.swift.tmp")
    try "c".write(to: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary.path, file.path) == 0)
    #expect(watcher.changed())
    #expect(!watcher.changed())
    try "d".write(to: file, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
}

@Test func pollingSeesAChangedFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Scene.swift")
    try "a".write(to: file, atomically: false, encoding: .utf8)
    let watcher = PollingWatcher(path: file.path)
    #expect(!watcher.changed())
    try "bb".write(to: file, atomically: true, encoding: .utf8)
    #expect(watcher.changed())
    #expect(!watcher.changed())
}
