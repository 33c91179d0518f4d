import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A project on disk: `Package.swift` at its root, `files` (path → contents) below it; removed after `body`.
private func withProject(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files.merging(["Package.swift": "// swift-tools-version: 6.0\n"], uniquingKeysWith: { a, _ in a }) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    try body(root)
}

private let missions = """
import SwiftUI

struct Mission: Codable, Identifiable {
    let id: Int
    let name: String
}

extension Bundle {
    func decode<T: Codable>(_ file: String) -> T {
        guard let url = self.url(forResource: file, withExtension: nil) else { fatalError("Failed to locate \\(file) in bundle.") }
        guard let data = try? Data(contentsOf: url) else { fatalError("Failed to load \\(file) from bundle.") }
        guard let loaded = try? JSONDecoder().decode(T.self, from: data) else { fatalError("Failed to decode \\(file).") }
        return loaded
    }
}

struct ContentView: View {
    let missions: [Mission] = Bundle.main.decode("missions.json")
    var body: some View {
        VStack(spacing: 0) { ForEach(missions) { Text($0.name).id($0.id) } }
    }
}
"""

@Test func bundleResourcesAreTheProjectsFilesFoundByName() throws {
    let json = #"[{"id": 1, "name": "Apollo 1"}, {"id": 11, "name": "Apollo 11"}]"#
    try withProject(["Sources/App/Views/Missions.swift": missions, "Sources/App/Resources/missions.json": json]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Sources/App/Views/Missions.swift").path)
        let solution = document.solve(SolveRequest(size: CGSize(width: 400, height: 400)))
        #expect(solution.diagnostics.isEmpty)
        #expect(solution.texts == ["Apollo 1", "Apollo 11"])
    }
}

@Test func aMissingResourceReachesTheScenesOwnFatalError() throws {
    try withProject(["Views/Missions.swift": missions]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Views/Missions.swift").path)
        let solution = document.solve(SolveRequest(size: CGSize(width: 400, height: 400)))
        #expect(solution.diagnostics.map(\.message) == ["Fatal error: Failed to locate missions.json in bundle."])
    }
}

@Test func aFileOutsideTheBundleCannotBeReadAndPathsFindResourcesByType() throws {
    let scene = """
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            let path = Bundle.main.path(forResource: "greeting", ofType: "txt")
            let greeting = path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? "none"
            let outside = (try? String(contentsOf: URL(fileURLWithPath: "/etc/hostname"), encoding: .utf8)) ?? "unreadable"
            let exists = FileManager.default.fileExists(atPath: path ?? "")
            Text("\\(greeting)|\\(outside)|\\(exists)").id("text")
        }
    }
    """
    try withProject(["Scene.swift": scene, "Assets/greeting.txt": "hello"]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Scene.swift").path)
        let solution = document.solve(SolveRequest(size: CGSize(width: 400, height: 400)))
        #expect(solution.diagnostics.isEmpty)
        #expect(solution.texts == ["hello|unreadable|true"])
    }
}

@Test func aLooseFilesBundleIsItsOwnFolderWithoutTheFoldersBelow() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-loose-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("deeper"), withIntermediateDirectories: true)
    try "near".write(to: folder.appendingPathComponent("near.txt"), atomically: true, encoding: .utf8)
    try "far".write(to: folder.appendingPathComponent("deeper/far.txt"), atomically: true, encoding: .utf8)
    let scene = """
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            let near = Bundle.main.path(forResource: "near", ofType: "txt") != nil
            let far = Bundle.main.path(forResource: "far", ofType: "txt") != nil
            Text("\\(near) \\(far)")
        }
    }
    """
    try scene.write(to: folder.appendingPathComponent("Scene.swift"), atomically: true, encoding: .utf8)
    let solution = SceneDocument(contentsOf: folder.appendingPathComponent("Scene.swift").path).solve(SolveRequest(size: CGSize(width: 400, height: 400)))
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["true false"])
}
