/// A message about a place in a scene file, printed the way swiftc prints its own.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    /// A secondary message attached to a diagnostic, with its own place.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        /// The text of the line `location` points into, for the caret display.
        public var sourceLine: String?

        public init(message: String, location: SourceLocation? = nil, sourceLine: String? = nil) {
            self.message = message
            self.location = location
            self.sourceLine = sourceLine
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The text of the line `location` points into, for the caret display.
    public var sourceLine: String?
    public var notes: [Note]

    public init(
        severity: Severity, message: String, location: SourceLocation, sourceLine: String? = nil, notes: [Note] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// `file:line:col: error: message`, without the source excerpt.
    public var summary: String { "\(location): \(severity.rawValue): \(message)" }

    /// The diagnostic in swiftc's format: the summary, the source line and a caret under the column, then each note.
    public var description: String {
        var lines = [summary]
        lines += Self.excerpt(sourceLine, column: location.column)
        for note in notes {
            if let location = note.location {
                lines.append("\(location): note: \(note.message)")
                lines += Self.excerpt(note.sourceLine, column: location.column)
            } else {
                lines.append("note: \(note.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func excerpt(_ line: String?, column: Int) -> [String] {
        guard let line else { return [] }
        let prefix = line.utf8.prefix(max(column - 1, 0))
        let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " as Character }
        return [line, String(padding) + "^"]
    }
}
