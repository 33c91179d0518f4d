import Foundation
import PlumbLayout
import PlumbSnapshot
import Testing

@Suite struct SnapshotRunTests {
    @Test func missingReferencesAreRecordedBesideTheSourceThenPass() throws {
        let fixture = try SnapshotFixture()
        let first = fixture.run(.missing)
        #expect(first.outcomes == ["Plain recorded", "Preview-2 recorded"])
        for file in ["Plain.png", "Plain.json", "Plain.meta.json", "Preview-2.png", "Preview-2.json", "Preview-2.meta.json"] {
            #expect(fixture.exists("__Snapshots__/Badge/\(file)"), "\(file)")
        }
        let second = fixture.run(.missing)
        #expect(second.outcomes == ["Plain passed", "Preview-2 passed"])
        #expect(second.summary == "2 passed, 0 failed, 0 recorded")
        #expect(second.results.allSatisfy { $0.warnings.isEmpty })
    }

    @Test func eachFileOfAProjectTakesItsOwnPreviewsOnly() throws {
        let fixture = try SnapshotFixture()
        let sources = fixture.folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n".utf8)
            .write(to: fixture.folder.appendingPathComponent("Package.swift"))
        let files = ["Badge": SnapshotFixture.badge(), "Row": "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: 60, height: 40)) { HStack { Badge() } }\n"]
        for (name, text) in files { try Data(text.utf8).write(to: sources.appendingPathComponent("\(name).swift")) }
        let run = SnapshotRun(recordMode: .missing, settings: SnapshotSettings(scale: 1), variants: [], shard: nil,
                              failures: fixture.folder.appendingPathComponent("failures"), threads: 2)
        let report = run.run(files: files.keys.sorted().map { sources.appendingPathComponent("\($0).swift").path })
        // Row.swift's preview uses Badge.swift's view, loaded with it; each file lists only the previews it declares.
        #expect(report.outcomes == ["Plain recorded", "Preview-2 recorded", "Preview-1 recorded"])
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("__Snapshots__/Row/Preview-1.png").path))
    }

    @Test func aMissingReferenceFailsWhenRecordingIsOff() throws {
        let fixture = try SnapshotFixture()
        let report = fixture.run(.never)
        #expect(report.outcomes == ["Plain missing", "Preview-2 missing"])
        #expect(!fixture.exists("__Snapshots__"))
        #expect(report.results[0].failureMessage == "no reference (Plain.png): record one with --record missing on a workstation")
    }

    @Test func aPixelChangeFailsWithDiffImagesAndNoLayoutChange() throws {
        let fixture = try SnapshotFixture()
        _ = fixture.run(.missing)
        try fixture.write(SnapshotFixture.badge(color: "blue"))
        let report = fixture.run(.missing)
        #expect(report.outcomes == ["Plain failed", "Preview-2 failed"])
        guard case .failed(let difference) = report.results[0].outcome else { Issue.record("not a failure"); return }
        #expect(difference.layout.isEmpty)
        #expect(difference.pixels.differing.count == 400)
        #expect(difference.summary == "16.67 % of pixels differ (400 of 2400)")
        for file in ["Plain.actual.png", "Plain.diff.png", "Plain.side-by-side.png", "Plain.actual.json"] {
            #expect(fixture.exists("failures/Badge/\(file)"), "\(file)")
        }
    }

    @Test func aLayoutOnlyChangeFailsWithItsCause() throws {
        let fixture = try SnapshotFixture(SnapshotFixture.badge(color: "clear"))
        _ = fixture.run(.missing)
        try fixture.write(SnapshotFixture.badge(color: "clear", gap: 14))
        let report = fixture.run(.missing)
        guard case .failed(let difference) = report.results[0].outcome else { Issue.record("not a failure"); return }
        #expect(difference.pixels.matches && difference.pixels.differing.isEmpty)
        #expect(difference.layout.changes.map(\.description) == [
            "`HStack` (Badge.swift:5) 4 pt wider, moved 2 pt left: `.frame(width: 10, height: 10, alignment: .center)` became `.frame(width: 14, height: 10, alignment: .center)` at Badge.swift:6",
            "`Color` (Badge.swift:6) 4 pt wider, moved 2 pt left: its `.frame` offered 14×10 instead of 10×10 because `.frame(width: 10, height: 10, alignment: .center)` became `.frame(width: 14, height: 10, alignment: .center)` at Badge.swift:6",
            "`Color #square` (Badge.swift:7) moved 2 pt right: `.frame(width: 10, height: 10, alignment: .center)` became `.frame(width: 14, height: 10, alignment: .center)` at Badge.swift:6",
        ])
    }

    @Test func recordFailedRewritesOnlyWhatFailedAndRecordAllEverything() throws {
        let fixture = try SnapshotFixture()
        _ = fixture.run(.missing)
        try fixture.write(SnapshotFixture.badge(color: "blue").replacingOccurrences(of: "Badge().padding(4)", with: "Badge().padding(4).opacity(1)"))
        // Only the picture's colour changed; the second preview's extra opacity does not change anything recorded.
        #expect(fixture.run(.failed).outcomes == ["Plain recorded", "Preview-2 recorded"])
        #expect(fixture.run(.never).outcomes == ["Plain passed", "Preview-2 passed"])
        #expect(fixture.run(.all).outcomes == ["Plain recorded", "Preview-2 recorded"])
    }

    @Test func variantsAreCasesOfTheirOwnNamedAfterTheVariant() throws {
        let fixture = try SnapshotFixture()
        let report = fixture.run(.missing, variants: [.appearance(.dark), .dynamicType(.accessibility5), .landscape])
        #expect(report.outcomes == [
            "Plain recorded", "Plain.dark recorded", "Plain.AX5 recorded", "Plain.landscape recorded",
            "Preview-2 recorded", "Preview-2.dark recorded", "Preview-2.AX5 recorded", "Preview-2.landscape recorded",
        ])
        #expect(fixture.exists("__Snapshots__/Badge/Plain.dark.png"))
        #expect(fixture.run(.never, variants: [.appearance(.dark)]).outcomes == ["Plain passed", "Plain.dark passed", "Preview-2 passed", "Preview-2.dark passed"])
    }

    @Test func aShardTakesItsShareOfTheCases() throws {
        let fixture = try SnapshotFixture()
        let variants: [SnapshotVariant] = [.appearance(.dark)]
        #expect(fixture.run(.missing, variants: variants, shard: SnapshotShard("1/2")).outcomes == ["Plain recorded", "Preview-2 recorded"])
        #expect(fixture.run(.missing, variants: variants, shard: SnapshotShard("2/2")).outcomes == ["Plain.dark recorded", "Preview-2.dark recorded"])
    }

    @Test func aReferenceMadeOtherwiseIsAWarningNamingBoth() throws {
        let fixture = try SnapshotFixture()
        _ = fixture.run(.missing)
        let sidecar = fixture.folder.appendingPathComponent("__Snapshots__/Badge/Plain.meta.json")
        let recorded = try String(contentsOf: sidecar, encoding: .utf8)
        try Data(recorded.replacingOccurrences(of: "\"plumb\":\"\(plumbVersion)\"", with: "\"plumb\":\"0.0.9\"").utf8).write(to: sidecar)
        let report = fixture.run(.never)
        #expect(report.outcomes == ["Plain passed", "Preview-2 passed"])
        let warning = try #require(report.results[0].warnings.first)
        #expect(warning.hasPrefix(sidecar.path + ": warning: the reference was made with Plumb 0.0.9, Inter "))
        #expect(warning.contains(", this run uses Plumb \(plumbVersion), Inter "))
    }

    @Test func aSyntaxErrorIsALoadErrorAndNoCaseRuns() throws {
        let fixture = try SnapshotFixture("import SwiftUI\n\n#Preview { Text(\"a\" }\n")
        let report = fixture.run(.missing)
        #expect(report.results.isEmpty)
        #expect(report.loadErrors.map(\.location.line) == [3])
    }

    @Test func aPreviewThatFailsToRunIsAnErrorCase() throws {
        let fixture = try SnapshotFixture("import SwiftUI\n\n#Preview { Text(\"a\").frme() }\n")
        let report = fixture.run(.missing)
        #expect(report.outcomes == ["Preview-1 error"])
        #expect(report.results[0].failureMessage?.contains("Badge.swift:3:") == true)
        #expect(report.results[0].failureMessage?.contains("error: value of type 'Text' has no member 'frme'") == true)
    }
}
