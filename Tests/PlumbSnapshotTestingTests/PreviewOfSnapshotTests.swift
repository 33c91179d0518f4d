import Foundation
import PlumbSnapshot
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

private let card = "Tests/PlumbSnapshotTestingTests/Fixtures/Card.swift"

@Test func aPreviewMatchesItsCommittedReferences() throws {
    let preview = try PreviewOf(card, preview: "Light")
    assertSnapshot(of: preview, as: .plumbImage, record: .never)
    assertSnapshot(of: preview, as: .plumbLayout, record: .never)
    // The record names the file from the package, so the reference is the same on every machine.
    #expect(preview.layoutJSON.contains("\"source\": {\"file\": \"\(card)\", \"line\": 7,"))
}

@Test func aDarkVariantHasItsOwnReference() throws {
    assertSnapshot(of: try PreviewOf(card, preview: "Light", variant: .appearance(.dark)), as: .plumbImage, named: "dark", record: .never)
}

@Test func aChangedPreviewFailsWithTheLayoutDiffAndItsCause() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-testing-\(UUID().uuidString)").path
    let light = try PreviewOf(card, preview: "Light"), long = try PreviewOf(card, preview: "Long")
    #expect(verifySnapshot(of: light, as: .plumbLayout, named: "card", record: .all, snapshotDirectory: folder)?.contains("Record mode is on") == true)
    #expect(verifySnapshot(of: light, as: .plumbLayout, named: "card", record: .never, snapshotDirectory: folder) == nil)
    let message = try #require(verifySnapshot(of: long, as: .plumbLayout, named: "card", record: .never, snapshotDirectory: folder))
    #expect(message.hasSuffix("""
        the layout changed:
          `window` 70.667 pt wider
          `HStack` (Card.swift:7) 70.667 pt wider: its `.padding` offered 153.333×24 instead of 82.667×24 because `Text("Plumb")` became `Text("Plumb on Linux")` at Card.swift:9
          `Text #title` (Card.swift:9) 70.667 pt wider: its `.font(.headline)` offered 121.333×24 instead of 50.667×24 because `Text("Plumb")` became `Text("Plumb on Linux")` at Card.swift:9
          `Color` (Card.swift:12) 70.667 pt wider: its `.ignoresSafeArea` offered 177.333×48 instead of 106.667×48 because `Text("Plumb")` became `Text("Plumb on Linux")` at Card.swift:9
        """))
    let image = try #require(verifySnapshot(of: long, as: .plumbImage, named: "card", record: .all, snapshotDirectory: folder))
    #expect(image.contains("Record mode is on"))
    #expect(verifySnapshot(of: light, as: .plumbImage, named: "card", record: .never, snapshotDirectory: folder)?.contains("the image is ") == true)
}

@Test func aPreviewThatDoesNotExistThrowsTheFilesPreviews() throws {
    #expect(throws: PreviewError.diagnostics(["\(root)/\(card):1:1: error: no preview named 'Dark' (the file has 2: 1 'Light', 2 'Long')"])) {
        try PreviewOf(card, preview: "Dark")
    }
}

/// The package's folder, where `PreviewOf` finds relative paths.
private let root: String = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { folder.deleteLastPathComponent() }
    return folder.path
}()
