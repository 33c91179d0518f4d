import Foundation
import PlumbRender
import PlumbScene

/// A snapshot run: every preview of the files — and each variant — taken, compared with its reference and, as
/// `recordMode` says, recorded. Files load and render in parallel, one ``SnapshotRenderer`` per file.
public struct SnapshotRun: Sendable {
    public var store: ReferenceStore
    public var recordMode: RecordMode
    public var comparison: SnapshotComparison
    public var settings: SnapshotSettings
    public var variants: [SnapshotVariant]
    public var shard: SnapshotShard?
    /// Where a failed case writes its actual image, diff, side-by-side and layout: `<File>/<name>.actual.png`, ….
    public var failures: URL
    public var threads: Int

    public init(
        store: ReferenceStore = ReferenceStore(), recordMode: RecordMode = .default(), comparison: SnapshotComparison = SnapshotComparison(),
        settings: SnapshotSettings = SnapshotSettings(), variants: [SnapshotVariant] = [], shard: SnapshotShard? = nil,
        failures: URL = URL(fileURLWithPath: "snapshot-failures"), threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.store = store
        self.recordMode = recordMode
        self.comparison = comparison
        self.settings = settings
        self.variants = variants
        self.shard = shard
        self.failures = failures
        self.threads = threads
    }

    /// What a run found: each case's result in case order, or the files' load errors (then no case ran).
    public struct Report: Sendable {
        public var results: [SnapshotResult]
        public var loadErrors: [Diagnostic]
        public var passed: Int { results.count { if case .passed = $0.outcome { true } else { false } } }
        public var recorded: Int { results.count { if case .recorded = $0.outcome { true } else { false } } }
        public var failed: Int { results.count { $0.outcome.isFailure } }

        /// `12 passed, 1 failed, 2 recorded`.
        public var summary: String { "\(passed) passed, \(failed) failed, \(recorded) recorded" }
    }

    /// Runs the cases of `files`; `progress` is called (on any thread, one call at a time) after each case with the
    /// number done and the total.
    public func run(files: [String], progress: @escaping (SnapshotResult, Int, Int) -> Void = { _, _, _ in }) -> Report {
        FontSetup.prepare()
        // The documents a thread loads share that thread's SwiftUI library, which serves one thread at a time: each
        // worker later takes the cases of the files it loaded, and no others.
        var renderers = [SnapshotRenderer?](repeating: nil, count: files.count)
        var loadedBy = [Int](repeating: 0, count: files.count)
        let lock = NSLock()
        runInParallel(count: files.count, threads: threads) { index, worker in
            let renderer = SnapshotRenderer(file: files[index], settings: settings)
            _ = renderer.loadErrors
            lock.withLock { (renderers[index], loadedBy[index]) = (renderer, worker) }
        }
        let loaded = renderers.map { $0! }
        let loadErrors = loaded.flatMap(\.loadErrors)
        guard loadErrors.isEmpty else { return Report(results: [], loadErrors: loadErrors) }
        let all = loaded.enumerated().flatMap { index, renderer in renderer.cases(variants: variants).map { (index, $0) } }
        let cases = shard?.cases(of: all) ?? all
        var results = [SnapshotResult?](repeating: nil, count: cases.count)
        var done = 0
        let workers = Set(loadedBy).sorted()
        runInParallel(count: workers.count, threads: workers.count) { index, _ in
            let worker = workers[index]
            for (caseIndex, (fileIndex, snapshotCase)) in cases.enumerated() where loadedBy[fileIndex] == worker {
                let result = take(snapshotCase, with: loaded[fileIndex])
                lock.withLock {
                    results[caseIndex] = result
                    done += 1
                    progress(result, done, cases.count)
                }
            }
        }
        return Report(results: results.map { $0! }, loadErrors: [])
    }

    /// What made this run's references.
    var sidecar: ReferenceSidecar {
        ReferenceSidecar(plumb: plumbVersion, font: FontSetup.drawingFont, scale: Double(settings.scale))
    }

    /// Takes, compares and records one case.
    func take(_ snapshotCase: SnapshotCase, with renderer: SnapshotRenderer) -> SnapshotResult {
        let start = DispatchTime.now()
        func result(_ outcome: SnapshotResult.Outcome, warnings: [String] = [], artifacts: SnapshotResult.Artifacts? = nil) -> SnapshotResult {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            return SnapshotResult(snapshotCase: snapshotCase, outcome: outcome, warnings: warnings, duration: seconds, artifacts: artifacts)
        }
        let snapshot: PreviewSnapshot
        switch renderer.snapshot(snapshotCase) {
        case .success(let taken): snapshot = taken
        case .failure(.diagnostics(let messages)): return result(.error(messages))
        }
        let hasReference = store.hasReference(for: snapshotCase)
        do {
            if recordMode == .all || (!hasReference && recordMode != .never) {
                try store.record(snapshot, of: snapshotCase, madeWith: sidecar)
                return result(.recorded(reason: hasReference ? "--record all" : "no reference"), warnings: snapshot.warnings)
            }
            guard hasReference else { return result(.missingReference, warnings: snapshot.warnings) }
            let reference = try store.reference(of: snapshotCase)
            let warnings = (reference.sidecar?.mismatch(with: sidecar)).map { ["\(store.sidecar(of: snapshotCase).path): warning: " + $0] } ?? []
            let difference = comparison.compare(snapshot, reference: reference.image, referenceLayout: reference.layout)
            if difference.isEmpty { return result(.passed, warnings: warnings + snapshot.warnings) }
            if recordMode == .failed {
                try store.record(snapshot, of: snapshotCase, madeWith: sidecar)
                return result(.recorded(reason: "it differed: " + difference.summary), warnings: warnings + snapshot.warnings)
            }
            let artifacts = try writeArtifacts(of: snapshotCase, snapshot: snapshot, reference: reference.image, difference: difference)
            return result(.failed(difference), warnings: warnings + snapshot.warnings, artifacts: artifacts)
        } catch {
            return result(.error(["\(snapshotCase.file): error: \(error)"]), warnings: snapshot.warnings)
        }
    }

    /// Writes what a failure shows: the actual image and layout, the diff, and reference | actual | diff.
    private func writeArtifacts(
        of snapshotCase: SnapshotCase, snapshot: PreviewSnapshot, reference: RenderedImage, difference: SnapshotComparison.Difference
    ) throws -> SnapshotResult.Artifacts {
        let folder = failures.appendingPathComponent(snapshotCase.fileStem, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func file(_ suffix: String) -> URL { folder.appendingPathComponent(snapshotCase.name + suffix) }
        let artifacts = SnapshotResult.Artifacts(
            reference: store.image(of: snapshotCase), actual: file(".actual.png"), diff: file(".diff.png"),
            sideBySide: file(".side-by-side.png"), actualLayout: file(".actual.json"))
        let diff = DiffImages.diff(reference: reference, actual: snapshot.image, result: difference.pixels)
        try snapshot.image.writePNG(to: artifacts.actual)
        try diff.writePNG(to: artifacts.diff)
        try DiffImages.sideBySide([reference, snapshot.image, diff]).writePNG(to: artifacts.sideBySide)
        try Data((snapshot.layoutJSON + "\n").utf8).write(to: artifacts.actualLayout)
        return artifacts
    }
}
