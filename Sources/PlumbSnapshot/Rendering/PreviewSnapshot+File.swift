import Foundation
import PlumbRender
import PlumbScene

extension PreviewSnapshot {
    /// Takes one preview of `file` — named, or numbered from 1; the first when nil — in `variant`, on a thread with
    /// a main thread's stack (a test's thread may have less). Throws the load's or the solve's errors.
    public static func take(
        file: String, preview: String? = nil, variant: SnapshotVariant? = nil, settings: SnapshotSettings = SnapshotSettings()
    ) throws -> PreviewSnapshot {
        FontSetup.prepare()
        var result: Result<PreviewSnapshot, PreviewError>!
        runInParallel(count: 1, threads: 1) { _, _ in
            let renderer = SnapshotRenderer(file: file, settings: settings)
            guard renderer.loadErrors.isEmpty else { return result = .failure(.diagnostics(renderer.loadErrors.map(\.description))) }
            guard let index = preview.map(renderer.document.previewIndex(named:)) ?? (renderer.document.previews.isEmpty ? nil : renderer.document.initialPreview) else {
                return result = .failure(.diagnostics(["\(file):1:1: error: \(renderer.document.unknownPreviewMessage(preview ?? ""))"]))
            }
            let snapshotCase = SnapshotCase(file: file, preview: index, previewTitle: renderer.title(ofPreview: index), variant: variant)
            result = renderer.snapshot(snapshotCase)
        }
        return try result.get()
    }
}

/// Why a preview could not be taken: its diagnostics, swiftc-style (`Card.swift:3:5: error: …`).
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    case diagnostics([String])

    public var description: String {
        switch self { case .diagnostics(let lines): lines.joined(separator: "\n") }
    }
}
