/// A point in a scene file, as swiftc prints it: 1-based line and column (in UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A UTF-8 offset into the loaded source; lowered syntax keeps only this and converts it when a diagnostic is made.
typealias SourcePosition = Int
