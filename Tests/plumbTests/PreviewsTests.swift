import Foundation
import Testing

/// The package's root, where `examples/` is.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Test func previewsListsAProjectsPreviewsByFile() throws {
    let result = try PlumbCommand(["previews", "examples/Projects/Shop"], in: packageRoot)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
    examples/Projects/Shop/Sources/Shop/Views/ProductCard.swift:42: ProductCard.swift:Card (fixedLayout(width: 240, height: 120))
    examples/Projects/Shop/Sources/Shop/Views/ProductCard.swift:47: ProductCard.swift:Card dark (fixedLayout(width: 240, height: 120))
    examples/Projects/Shop/Sources/Shop/Views/ProductGrid.swift:27: ProductGrid.swift:1 (device)

    """)
}

@Test func previewsPrintsJSONForTools() throws {
    let result = try PlumbCommand(["previews", "--json", "examples/Projects/Shop/Sources/Shop/Views/ProductGrid.swift"], in: packageRoot)
    #expect(result.status == 0)
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(entries.map { $0["title"] as? String } == ["ProductCard.swift:Card", "ProductCard.swift:Card dark", "ProductGrid.swift:1"])
    #expect(entries.map { $0["line"] as? Int } == [42, 47, 27])
    #expect(entries[2]["name"] is NSNull)
    #expect((entries[0]["file"] as? String)?.hasSuffix("/examples/Projects/Shop/Sources/Shop/Views/ProductCard.swift") == true)
}

@Test func aPreviewIsChosenByFileAndName() throws {
    let result = try PlumbCommand(["solve", "examples/Projects/Shop", "--preview", "ProductCard.swift:Card dark"], in: packageRoot)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("window 240×120\n  padding (0, 6.667, 240×106.667) line 49\n"))
    // Views from several files: the outline names each one's file.
    let grid = try PlumbCommand(["solve", "examples/Projects/Shop", "--preview", "ProductGrid.swift:1"], in: packageRoot)
    #expect(grid.stdout.contains("\n                      Image (171, 16, 48×16) ProductGrid.swift:23\n"))
    #expect(grid.stdout.contains("\n                      background (16, 48, 358×74.667) ProductCard.swift:24\n"))
    let missing = try PlumbCommand(["solve", "examples/Projects/Shop", "--preview", "ProductCard.swift:3"], in: packageRoot)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("error: no preview named 'ProductCard.swift:3' (the file has 3: 1 'ProductCard.swift:Card', 2 'ProductCard.swift:Card dark', 3 'ProductGrid.swift:1')"))
}

@Test func previewsOfAPathThatIsNotThereIsAnError() throws {
    let result = try PlumbCommand(["previews", "/nonexistent/Folder"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("/nonexistent/Folder:1:1: error: no such file"))
}
