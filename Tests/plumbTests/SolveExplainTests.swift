import Foundation
import Testing

private let row = """
import SwiftUI

struct PriceRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Color.red.id("left")
            Color.gray.frame(width: 74, height: 20).id("price")
            Color.blue.id("right")
        }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 100)) { PriceRow() }
"""

private let explainedLeft = """
HStack: 390 × 100 → 390 × 100 — the window 390 × 100; its children side by side: 150 + 8 + 74 + 8 + 150 = 390; across, their extent aligned on .center
Color.red #left: 150 × 100 → 150 × 100 — HStack offered 150 = (390 − 2 × 8 spacing − 74 for Color.gray #price) ÷ 2 flexible children, less flexible first; fills its proposal

"""

@Test func explainPrintsWhyAViewHasItsSizeRootFirst() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(row).path, "--explain", "left"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == explainedLeft)
}

@Test func explainingAnUnknownIDNamesTheCloseOnes() throws {
    let scene = try PlumbCommand.scene(row)
    let result = try PlumbCommand(["solve", scene.path, "--explain", "lefd"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "\(scene.path): error: no view tagged .id(\"lefd\"); did you mean: \"left\"\n")
    let far = try PlumbCommand(["solve", scene.path, "--explain", "title"])
    #expect(far.status == 1)
    #expect(far.stderr == "\(scene.path): error: no view tagged .id(\"title\"); the scene's ids: \"left\", \"price\", \"right\"\n")
}

@Test func explainPrintsTextNotJSON() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(row).path, "--explain", "left", "--json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--explain prints text; leave out --json"))
}

@Test func explainWorksOnAProjectsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-explain-\(UUID().uuidString)")
    let sources = folder.appendingPathComponent("Sources/Shop")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Shop", targets: [.target(name: "Shop")])
    """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    import SwiftUI

    struct Price: View {
        var body: some View { Color.gray.frame(width: 74, height: 20) }
    }
    """.write(to: sources.appendingPathComponent("Price.swift"), atomically: true, encoding: .utf8)
    try row.replacingOccurrences(of: "Color.gray.frame(width: 74, height: 20)", with: "Price()")
        .write(to: sources.appendingPathComponent("PriceRow.swift"), atomically: true, encoding: .utf8)
    let result = try PlumbCommand(["solve", folder.path, "--explain", "left"])
    #expect(result.status == 0)
    #expect(result.stdout == explainedLeft)
}
