import Foundation

/// A run as a web page: `index.html` in a folder, with per case its status and time, and the reference, actual
/// and diff images (copied into `images/`) and the layout diff when it failed; the reference alone otherwise.
public struct HTMLReport {
    public var report: SnapshotRun.Report
    public var store: ReferenceStore

    public init(report: SnapshotRun.Report, store: ReferenceStore) {
        self.report = report
        self.store = store
    }

    /// Writes `index.html` and the images into `folder`.
    public func write(to folder: URL) throws {
        let images = folder.appendingPathComponent("images", isDirectory: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        var sections = ""
        for result in report.results {
            let snapshotCase = result.snapshotCase
            var figures: [(String, URL)] = []
            if let artifacts = result.artifacts {
                figures = [("reference", artifacts.reference), ("actual", artifacts.actual), ("diff", artifacts.diff)]
            } else if FileManager.default.fileExists(atPath: store.image(of: snapshotCase).path) {
                figures = [("reference", store.image(of: snapshotCase))]
            }
            var html = "<section class=\"\(status(result))\">\n<h2>\(escaped(snapshotCase.title)) <span>\(status(result))</span>"
            html += " <small>\(String(format: "%.0f ms", result.duration * 1000))</small></h2>\n"
            if let message = result.failureMessage { html += "<pre>\(escaped(message))</pre>\n" }
            if case .recorded(let reason) = result.outcome { html += "<p>recorded: \(escaped(reason))</p>\n" }
            for warning in result.warnings { html += "<p class=\"warning\">\(escaped(warning))</p>\n" }
            for (label, url) in figures {
                let name = "\(snapshotCase.fileStem)-\(snapshotCase.name).\(label).png"
                let target = images.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: url, to: target)
                html += "<figure><img src=\"images/\(escaped(name))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>\n"
            }
            sections += html + "</section>\n"
        }
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>plumb snapshot: \(escaped(report.summary))</title>
        <style>body{font-family:sans-serif;margin:2em}section{border-top:1px solid #ccc;padding:1em 0}\
        h2 span{font-size:.7em;padding:.1em .4em;border-radius:.3em;color:#fff}.passed span{background:#2a2}\
        .failed span{background:#c22}.recorded span{background:#27c}figure{display:inline-block;margin:0 1em 0 0;vertical-align:top}\
        img{border:1px solid #ddd;max-width:400px}.warning{color:#a60}pre{background:#f6f6f6;padding:.5em;white-space:pre-wrap}</style>
        </head><body>
        <h1>plumb snapshot</h1><p>\(escaped(report.summary))</p>
        \(sections)</body></html>

        """
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    private func status(_ result: SnapshotResult) -> String {
        switch result.outcome {
        case .passed: "passed"
        case .recorded: "recorded"
        case .failed, .missingReference, .error: "failed"
        }
    }

    private func escaped(_ text: String) -> String { JUnitReport.escaped(text) }
}
