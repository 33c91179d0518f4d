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

@Test func inotifyWatchesEveryFileOfAModuleAndEveryFileOfAFolder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources = directory.appendingPathComponent("Sources")
    let catalog = directory.appendingPathComponent("Assets.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    let (card, model) = (sources.appendingPathComponent("Card.swift"), sources.appendingPathComponent("Model.swift"))
    for file in [card, model] { try "a".write(to: file, atomically: false, encoding: .utf8) }
    let watcher = try #require(InotifyWatcher(paths: [card.path, model.path, directory.appendingPathComponent("Assets.xcassets").path]))
    try "b".write(to: sources.appendingPathComponent("Unrelated.swift"), atomically: false, encoding: .utf8)
    #expect(!watcher.changed())
    try "b".write(to: model, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
    try "{}".write(to: catalog.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
    #expect(watcher.changed())
    watcher.watch([card.path])
    try "c".write(to: model, atomically: false, encoding: .utf8)
    #expect(!watcher.changed())
    try "c".write(to: card, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
}

@Test func pollingWatchesEveryFileOfAFolder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let colorset = directory.appendingPathComponent("Assets.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
    let contents = colorset.appendingPathComponent("Contents.json")
    try "{}".write(to: contents, atomically: false, encoding: .utf8)
    let watcher = PollingWatcher(paths: [directory.appendingPathComponent("Assets.xcassets").path])
    #expect(!watcher.changed())
    try "{ }".write(to: contents, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
}

@Test func inotifySeesAWatchedFolderRemovedAndReplacedByAFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("Scene.swift")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let watcher = try #require(InotifyWatcher(paths: [folder.path]))
    try "a".write(to: directory.appendingPathComponent("Other.swift"), atomically: false, encoding: .utf8)
    #expect(!watcher.changed())
    try FileManager.default.removeItem(at: folder)
    #expect(watcher.changed())
    try "b".write(to: folder, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
}

@Test func inotifyCountsAnOverflowedEventQueueAsAChange() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Scene.swift")
    try "a".write(to: file, atomically: false, encoding: .utf8)
    let watcher = try #require(InotifyWatcher(path: file.path))
    let queued = Int((try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 16384
    // Each round makes three events (created, written, deleted): more than the queue holds, none naming the scene.
    let other = directory.appendingPathComponent("Other.swift").path
    for _ in 0...(queued / 3) {
        close(creat(other, 0o644))
        unlink(other)
    }
    #expect(watcher.changed())
}

@Test func pollingSeesFilesAddedToAWatchedFolderAndTheFolderRemoved() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let watcher = PollingWatcher(paths: [folder.path])
    #expect(!watcher.changed())
    try "{}".write(to: folder.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
    #expect(watcher.changed())
    watcher.watch([folder.path])
    try FileManager.default.removeItem(at: folder)
    #expect(watcher.changed())
}
