import Foundation

/// When a run writes references (`--record`).
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Only where none exists; the others are compared.
    case missing
    /// Every case, without comparing.
    case all
    /// Where none exists and where the comparison failed.
    case failed
    /// Never: a missing reference fails.
    case never

    /// `never` when the `CI` environment variable is set (CI never writes a reference silently), else `missing`.
    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .never : .missing
    }
}
