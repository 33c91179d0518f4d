import Foundation
import PlumbSnapshot
import Testing

@Test func aFolderGivesItsFilesWithPreviewsSortedAndSkipsReferences() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-files-\(UUID().uuidString)")
    let files = [
        "b/Card.swift": "#Preview { Text(\"a\") }", "a.swift": "struct P: PreviewProvider {}", "Model.swift": "struct Model {}",
        "Package.swift": "// swift-tools-version: 6.1", "__Snapshots__/Card/x.swift": "#Preview { }", ".build/y.swift": "#Preview { }",
    ]
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    #expect(SceneFiles.at(folder.path) == [folder.path + "/a.swift", folder.path + "/b/Card.swift"])
    #expect(SceneFiles.at(folder.path + "/Model.swift") == [folder.path + "/Model.swift"])
    #expect(SceneFiles.at(folder.path + "/missing") == nil)
}
