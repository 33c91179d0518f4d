import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A Swift package on disk with one executable target, `App`, whose `Sources/App/` holds `files` (name → contents);
/// removed after `body`, which gets the package's root.
private func withPackage(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\")])\n"
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (name, contents) in files { try contents.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    try body(root)
}

@Test func anErrorInAnotherFileOfTheModuleIsReportedThere() throws {
    try withPackage([
        "Card.swift": "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text(title) }\n}\n\n#Preview { Card() }\n",
        "Strings.swift": "let title = \"Hello\"\nlet broken = undefinedName\n",
    ]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Sources/App/Card.swift").path)
        let strings = root.appendingPathComponent("Sources/App/Strings.swift").standardizedFileURL.path
        #expect(document.loadDiagnostics.map(\.description) == [
            "\(strings):2:14: error: cannot find 'undefinedName' in scope\nlet broken = undefinedName\n             ^",
        ])
        #expect(document.solve().tree == nil)
    }
}

@Test func theFileAskedForShowsItsOwnViewWithoutAPreview() throws {
    try withPackage([
        "A.swift": "import SwiftUI\n\nstruct First: View {\n    var body: some View { Text(\"first\") }\n}\n",
        "B.swift": "import SwiftUI\n\nstruct Second: View {\n    var body: some View { Text(\"second \\(First.self)\") }\n}\n",
    ]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Sources/App/B.swift").path)
        #expect(document.loadDiagnostics.map(\.description) == [])
        #expect(document.previews.map(\.name) == ["Second"])
        let solution = document.solve()
        #expect(solution.texts == ["second First"])
    }
}

@Test func previewProvidersOfEveryFileAreListedWithTheModulesPreviews() throws {
    try withPackage([
        "Old.swift": "import SwiftUI\n\nstruct Old: View {\n    var body: some View { Text(\"old\") }\n}\n\nstruct Old_Previews: PreviewProvider {\n    static var previews: some View { Old() }\n}\n",
        "New.swift": "import SwiftUI\n\n#Preview(\"New\") { Text(\"new\") }\n",
    ]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("Sources/App/Old.swift").path)
        #expect(document.loadDiagnostics.map(\.description) == [])
        #expect(document.previews.indices.map(document.title(ofPreview:)) == ["New.swift:New", "Old.swift:Old_Previews"])
        #expect(document.initialPreview == 1)
        #expect(document.solve(SolveRequest(preview: document.initialPreview)).texts == ["old"])
    }
}

@Test func aFolderWithoutSwiftFilesHasNoViews() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let document = SceneDocument(contentsOf: folder.path)
    #expect(document.loadDiagnostics.map(\.message) == ["no views: the folder has no Swift files"])
    #expect(document.solve().tree == nil)
}

@Test func aFolderOfSwiftFilesWithoutViewsSaysSo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-models-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct Model { let name: String }\n".write(to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
    let document = SceneDocument(contentsOf: folder.path)
    #expect(document.loadDiagnostics.map(\.message) == ["no entry point: add a #Preview { … } or a View named 'ContentView'"])
}

@Test func aSaveOfABodyReloadsInPlaceAndSolvesAsALoadFromScratch() throws {
    let card = "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Text(title).padding(4).id(\"card\") }\n}\n\n#Preview { Card() }\n"
    try withPackage(["Card.swift": card, "Strings.swift": "let title = \"Hello\"\n"]) { root in
        let path = root.appendingPathComponent("Sources/App/Card.swift").path
        let first = SceneDocument(contentsOf: path)
        #expect(first.loadDiagnostics.isEmpty && !first.reloadedInPlace)
        let frame = { (document: SceneDocument) in SceneHarness.frame("card", in: document.solve()) }
        let before = frame(first)
        try card.replacingOccurrences(of: "padding(4)", with: "padding(20)").write(toFile: path, atomically: true, encoding: .utf8)
        let saved = SceneDocument(contentsOf: path, reusing: first.parsedModule)
        let scratch = SceneDocument(contentsOf: path)
        #expect(saved.loadDiagnostics.isEmpty && saved.reloadedInPlace)
        #expect(frame(saved) != nil && frame(saved) == frame(scratch))
        #expect(frame(saved)?.height == before.map { $0.height + 32 })
    }
}
