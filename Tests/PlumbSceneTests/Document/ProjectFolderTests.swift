import Foundation
import PlumbInterpreter
import PlumbLayout
import Testing
@testable import PlumbScene

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

@Test func theBundleListsStringCatalogsAndTheStringsFilesOfLanguageFolders() throws {
    try withProject([
        "App/en.lproj/Localizable.strings": "",
        "App/fr.lproj/Localizable.strings": "",
        "App/Localizable.xcstrings": "{}",
        "App/notes.strings": "",
    ]) { root in
        let bundle = BundleResources(root: root.path)
        let app = root.appendingPathComponent("App").path
        #expect(Set(bundle.stringsFiles) == [app + "/Localizable.xcstrings", app + "/en.lproj/Localizable.strings", app + "/fr.lproj/Localizable.strings"])
        #expect(bundle.path(forResource: "Localizable", ofType: "xcstrings") == app + "/Localizable.xcstrings")
    }
}

@Test func aLaterBundleOfAFolderReusesItsWalkUntilAFolderInItChanges() throws {
    try withProject(["App/en.lproj/Localizable.strings": ""]) { root in
        let manager = FileManager.default
        let language = root.appendingPathComponent("App/en.lproj")
        let folders = [root, root.appendingPathComponent("App"), language].map(\.path)
        /// Dates every folder as changed at one time a minute ago, long settled.
        let settled = Date(timeIntervalSinceNow: -60)
        func settle() throws {
            for folder in folders { try manager.setAttributes([.modificationDate: settled], ofItemAtPath: folder) }
        }
        try settle()
        let english = language.appendingPathComponent("Localizable.strings").path
        #expect(BundleResources(root: root.path).stringsFiles == [english])
        // A file added while every folder keeps its date is not seen: the walk is reused.
        let other = language.appendingPathComponent("Other.strings").path
        #expect(manager.createFile(atPath: other, contents: Data()))
        try settle()
        #expect(BundleResources(root: root.path).stringsFiles == [english])
        // Its folder's new date makes the next bundle walk again.
        try manager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -30)], ofItemAtPath: language.path)
        #expect(Set(BundleResources(root: root.path).stringsFiles) == [english, other])
        // A walk of folders changed just before it is not reused.
        #expect(manager.createFile(atPath: language.appendingPathComponent("Third.strings").path, contents: Data()))
        #expect(BundleResources(root: root.path).stringsFiles.count == 3)
        try manager.removeItem(atPath: other)
        #expect(BundleResources(root: root.path).stringsFiles.count == 2)
    }
}
