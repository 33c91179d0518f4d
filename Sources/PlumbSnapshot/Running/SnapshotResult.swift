import Foundation

/// How one case of a run ended.
public struct SnapshotResult: Sendable {
    public var snapshotCase: SnapshotCase
    public var outcome: Outcome
    /// Sidecar mismatches and what solving and drawing warned of.
    public var warnings: [String]
    /// Seconds to solve, draw and compare the case.
    public var duration: TimeInterval
    /// The files a failure wrote, to look at.
    public var artifacts: Artifacts?

    public enum Outcome: Sendable {
        case passed
        /// A reference was written: `reason` says why (`no reference`, `--record all`, `it failed: …`).
        case recorded(reason: String)
        /// The snapshot differs from its reference.
        case failed(SnapshotComparison.Difference)
        /// There is no reference and the run may not write one (`--record never`, CI).
        case missingReference
        /// The preview could not be snapshotted, or its reference not read or written: the messages.
        case error([String])

        public var isFailure: Bool {
            switch self {
            case .passed, .recorded: false
            case .failed, .missingReference, .error: true
            }
        }
    }

    /// What a failed case wrote beside its report.
    public struct Artifacts: Hashable, Sendable {
        public var reference: URL
        public var actual: URL
        public var diff: URL
        public var sideBySide: URL
        public var actualLayout: URL
    }

    /// Why the case failed, in a sentence or a few lines.
    public var failureMessage: String? {
        switch outcome {
        case .passed, .recorded: nil
        case .failed(let difference): difference.summary
        case .missingReference: "no reference (\(snapshotCase.name).png): record one with --record missing on a workstation"
        case .error(let messages): messages.joined(separator: "\n")
        }
    }
}
