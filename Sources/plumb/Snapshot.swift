import ArgumentParser
import Foundation
import PlumbRender
import PlumbSnapshot

/// `plumb snapshot PATH…`: every preview (and variant) of the scene files compared with its reference.
/// Exit 0 when all passed (or were recorded), 1 when any failed, 2 for a usage or load error.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare every preview's picture and layout with its reference; record missing ones (never under CI).",
        discussion: "References live in __Snapshots__/<File>/<preview>[.<variant>].png, .json and .meta.json beside the source.")

    @Argument(help: "Scene files, or folders of them.")
    var paths: [String]

    @Option(help: "Keep references under DIR/<File>/ instead of __Snapshots__ beside each source.")
    var references: String?

    @Option(help: "Write references: missing, all, failed or never (default: missing; never when CI is set).")
    var record: RecordMode?

    @Option(help: "Variants besides each preview itself: light, dark, xSmall…xxxLarge, AX1…AX5, landscape, devices:'iPhone SE','iPhone 15 Pro Max'.")
    var variants: String?

    @Option(help: "A pixel differs when its colours are further apart than this (0…1, YIQ distance).")
    var threshold: Double = 0.1

    @Option(name: .customLong("max-differing"), help: "The share of pixels allowed to differ: 0.1% or 0.001.")
    var maxDiffering = "0.1%"

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Option(help: "Write a JUnit XML report to FILE.")
    var junit: String?

    @Option(help: "Write an HTML report (index.html and images) into DIR.")
    var html: String?

    @Option(help: "Take the I-th of N shares of the cases (I/N, from 1), for a CI matrix of N machines.")
    var shard: String?

    @Option(help: "Where failures write their actual, diff and side-by-side images.")
    var failures = "snapshot-failures"

    @Option(help: "Threads to render on (default: every core).")
    var jobs: Int?

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard maxDifferingShare != nil else { throw ValidationError("--max-differing must be a share: 0.1% or 0.001") }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        if let shard, SnapshotShard(shard) == nil { throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, e.g. 2/4") }
        if let variants {
            do { _ = try SnapshotVariant.parseList(variants) } catch { throw ValidationError("--variants: \(error)") }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for path in paths where SceneFiles.at(path) == nil { throw ValidationError("\(path): no such file or folder") }
    }

    private var maxDifferingShare: Double? {
        let text = maxDiffering.trimmingCharacters(in: .whitespaces)
        let share = text.hasSuffix("%") ? Double(text.dropLast().trimmingCharacters(in: .whitespaces)).map { $0 / 100 } : Double(text)
        return share.flatMap { (0...1).contains($0) ? $0 : nil }
    }

    func run() throws {
        let files = paths.flatMap { SceneFiles.at($0) ?? [] }
        let store = ReferenceStore(root: references.map { URL(fileURLWithPath: $0) })
        let run = SnapshotRun(
            store: store, recordMode: record ?? .default(),
            comparison: SnapshotComparison(image: ImageComparison(threshold: threshold, maxDifferingShare: maxDifferingShare!)),
            settings: SnapshotSettings(scale: scale), variants: try variants.map(SnapshotVariant.parseList) ?? [],
            shard: shard.flatMap(SnapshotShard.init), failures: URL(fileURLWithPath: failures),
            threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let started = Date()
        let progress = SnapshotProgress()
        let report = run.run(files: files) { result, done, total in progress.show(result, done: done, of: total) }
        progress.finish()
        guard report.loadErrors.isEmpty else {
            FileHandle.standardError.write(Data((report.loadErrors.map(\.description).joined(separator: "\n") + "\n").utf8))
            throw ExitCode(2)
        }
        let duration = Date().timeIntervalSince(started)
        if let junit {
            try Data(JUnitReport(report: report, started: started, duration: duration).xml.utf8).write(to: URL(fileURLWithPath: junit))
        }
        if let html { try HTMLReport(report: report, store: store).write(to: URL(fileURLWithPath: html)) }
        print(report.summary + String(format: " in %.2f s", duration))
        if report.failed > 0 { throw ExitCode.failure }
    }
}

extension RecordMode: ExpressibleByArgument {}
