import Foundation
import Testing

private let badge = """
import SwiftUI

#Preview("Badge", traits: .fixedLayout(width: 120, height: 40)) {
    Text("Plumb").padding(8).background(Color.yellow)
}
"""

/// `plumb snapshot` in the scene's folder, on a workstation (CI unset) unless `environment` says otherwise.
private func snapshot(_ arguments: [String], scene: URL, environment: [String: String?] = ["CI": nil]) throws -> PlumbCommand {
    try PlumbCommand(["snapshot", scene.lastPathComponent] + arguments, in: scene.deletingLastPathComponent(), environment: environment)
}

@Test func snapshotRecordsOnAWorkstationThenPassesAndExitsZero() throws {
    let scene = try PlumbCommand.scene(badge, named: "Badge.swift")
    let first = try snapshot([], scene: scene)
    #expect(first.status == 0)
    #expect(first.stdout.contains("recorded Badge.swift: Badge (no reference)"))
    #expect(first.stdout.contains("0 passed, 0 failed, 1 recorded in "))
    #expect(FileManager.default.fileExists(atPath: scene.deletingLastPathComponent().appendingPathComponent("__Snapshots__/Badge/Badge.png").path))
    let second = try snapshot([], scene: scene)
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("1 passed, 0 failed, 0 recorded in "))
}

@Test func underCIAMissingReferenceFailsAndNothingIsWritten() throws {
    let scene = try PlumbCommand.scene(badge, named: "Badge.swift")
    let result = try snapshot(["--junit", "report.xml"], scene: scene, environment: ["CI": "true"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("FAILED Badge.swift: Badge: no reference (Badge.png)"))
    #expect(result.stdout.contains("0 passed, 1 failed, 0 recorded in "))
    #expect(!FileManager.default.fileExists(atPath: scene.deletingLastPathComponent().appendingPathComponent("__Snapshots__").path))
    let junit = try String(contentsOf: scene.deletingLastPathComponent().appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(junit.contains("<testcase classname=\"Badge.swift\" name=\"Badge\" time=\""))
}

@Test func aChangedSceneFailsWithTheLayoutDiffAndTheImagesToLookAt() throws {
    let scene = try PlumbCommand.scene(badge, named: "Badge.swift")
    _ = try snapshot(["--references", "refs"], scene: scene)
    try badge.replacingOccurrences(of: "padding(8)", with: "padding(12)").write(to: scene, atomically: true, encoding: .utf8)
    let result = try snapshot(["--references", "refs", "--html", "report"], scene: scene)
    #expect(result.status == 1)
    // The text stays centred in the preview; the background grows around it.
    #expect(result.stdout.contains("FAILED Badge.swift: Badge: 12.00 % of pixels differ (2304 of 19200)\nthe layout changed:\n"))
    #expect(result.stdout.contains("  `Color` (Badge.swift:4) 8 pt wider, 8 pt taller, moved 4 pt left and 4 pt up: its `.ignoresSafeArea` offered 72.333×44.333 instead of 64.333×36.333 because `.padding(8)` became `.padding(12)` at Badge.swift:4\n"))
    #expect(result.stdout.contains("actual snapshot-failures/Badge/Badge.actual.png, diff snapshot-failures/Badge/Badge.diff.png, side by side snapshot-failures/Badge/Badge.side-by-side.png"))
    let folder = scene.deletingLastPathComponent()
    for file in ["refs/Badge/Badge.png", "snapshot-failures/Badge/Badge.side-by-side.png", "report/index.html"] {
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
    }
}

@Test func usageAndLoadErrorsExitTwo() throws {
    let scene = try PlumbCommand.scene(badge, named: "Badge.swift")
    #expect(try snapshot(["--shard", "3/2"], scene: scene).status == 2)
    #expect(try snapshot(["--variants", "sepia"], scene: scene).stderr.contains("unknown variant 'sepia'"))
    #expect(try snapshot(["--record", "sometimes"], scene: scene).status == 2)
    let broken = try PlumbCommand.scene("import SwiftUI\n\n#Preview { Text(\"a\" }\n", named: "Broken.swift")
    let result = try snapshot([], scene: broken)
    #expect(result.status == 2)
    #expect(result.stderr.contains("Broken.swift:3:"))
}
