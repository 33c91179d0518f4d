import Foundation
import PlumbSnapshot

/// What `plumb snapshot` shows while it runs: each failure and recording as it happens (on standard output), each
/// distinct warning once (on standard error: a file's warnings recur in every variant), and on a terminal a
/// progress bar that the next line replaces.
final class SnapshotProgress {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var barShown = false
    private var warned: Set<String> = []

    func show(_ result: SnapshotResult, done: Int, of total: Int) {
        clearBar()
        switch result.outcome {
        case .passed: break
        case .recorded(let reason): print("recorded \(result.snapshotCase.title) (\(reason.split(separator: "\n").first ?? ""))")
        case .failed, .missingReference, .error:
            print("FAILED \(result.snapshotCase.title): " + (result.failureMessage ?? ""))
            if let artifacts = result.artifacts {
                print("  actual \(artifacts.actual.relativePath), diff \(artifacts.diff.relativePath), side by side \(artifacts.sideBySide.relativePath)")
            }
        }
        for warning in result.warnings where warned.insert(warning).inserted {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        guard isTerminal else { return }
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        fflush(nil)  // every output stream: standard output's lines before the bar
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
        barShown = true
    }

    func finish() { clearBar() }

    private func clearBar() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        barShown = false
    }
}
