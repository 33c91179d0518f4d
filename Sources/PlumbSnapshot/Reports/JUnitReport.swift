import Foundation

/// A run as JUnit XML, the form CI systems (Jenkins, GitLab, GitHub Actions' reporters) read: one `testsuite`
/// named `plumb snapshot`, a `testcase` per case (`classname` the file, `name` the preview and variant, `time`
/// its seconds), a `failure` for a difference or a missing reference, an `error` for a preview that could not be
/// taken, and recorded references in `system-out`.
public struct JUnitReport {
    public var report: SnapshotRun.Report
    /// When the run started, for the suite's `timestamp`.
    public var started: Date
    /// The run's seconds, for the suite's `time`.
    public var duration: TimeInterval

    public init(report: SnapshotRun.Report, started: Date, duration: TimeInterval) {
        self.report = report
        self.started = started
        self.duration = duration
    }

    public var xml: String {
        let results = report.results
        let failures = results.count { if case .failed = $0.outcome { true } else if case .missingReference = $0.outcome { true } else { false } }
        let errors = results.count { if case .error = $0.outcome { true } else { false } }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.seconds(duration))\""
        xml += "<testsuites name=\"plumb snapshot\" \(counts)>\n"
        xml += "  <testsuite name=\"plumb snapshot\" \(counts) timestamp=\"\(formatter.string(from: started))\">\n"
        for result in results {
            let snapshotCase = result.snapshotCase
            let name = snapshotCase.previewTitle + (snapshotCase.variant.map { " (\($0.name))" } ?? "")
            xml += "    <testcase classname=\"\(Self.escaped(snapshotCase.file))\" name=\"\(Self.escaped(name))\" time=\"\(Self.seconds(result.duration))\""
            var body = ""
            switch result.outcome {
            case .passed: break
            case .recorded(let reason): body += "      <system-out>\(Self.escaped("recorded: " + reason))</system-out>\n"
            case .failed, .missingReference:
                let message = result.failureMessage ?? ""
                let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
                body += "      <failure message=\"\(Self.escaped(firstLine))\" type=\"snapshot\">\(Self.escaped(message))</failure>\n"
            case .error(let messages):
                body += "      <error message=\"\(Self.escaped(messages.first ?? ""))\" type=\"scene\">\(Self.escaped(messages.joined(separator: "\n")))</error>\n"
            }
            if !result.warnings.isEmpty { body += "      <system-err>\(Self.escaped(result.warnings.joined(separator: "\n")))</system-err>\n" }
            xml += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f", value) }

    /// Text as XML character data or an attribute value; characters XML 1.0 cannot hold are dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
