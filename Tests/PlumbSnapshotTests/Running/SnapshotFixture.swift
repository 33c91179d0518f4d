import Foundation
import PlumbSnapshot

/// A scene file in a folder of its own, and snapshot runs of it.
struct SnapshotFixture {
    let folder: URL
    var file: String { folder.appendingPathComponent("Badge.swift").path }

    init(_ scene: String = SnapshotFixture.badge()) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snapshot-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(scene)
    }

    func write(_ scene: String) throws {
        try Data(scene.utf8).write(to: URL(fileURLWithPath: file))
    }

    func run(_ mode: RecordMode, variants: [SnapshotVariant] = [], shard: SnapshotShard? = nil) -> SnapshotRun.Report {
        SnapshotRun(recordMode: mode, settings: SnapshotSettings(scale: 1), variants: variants, shard: shard,
                    failures: folder.appendingPathComponent("failures"), threads: 2).run(files: [file])
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }

    /// Two previews of a coloured square beside a clear spacer of `gap` points.
    static func badge(color: String = "red", gap: Int = 10) -> String {
        """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.clear.frame(width: \(gap), height: 10)
                    Color.\(color).frame(width: 20, height: 20).id("square")
                }
            }
        }

        #Preview("Plain", traits: .fixedLayout(width: 60, height: 40)) { Badge() }
        #Preview(traits: .fixedLayout(width: 80, height: 40)) { Badge().padding(4) }
        """
    }
}

extension SnapshotRun.Report {
    /// Each case's name and how it ended: `Plain passed`, `Preview-2 recorded`.
    var outcomes: [String] {
        results.map { result in
            let word = switch result.outcome {
            case .passed: "passed"
            case .recorded: "recorded"
            case .failed: "failed"
            case .missingReference: "missing"
            case .error: "error"
            }
            return result.snapshotCase.name + " " + word
        }
    }
}
