/// A point in a scene file (or Swift source), as swiftc prints it: 1-based line and column (in UTF-8 bytes).
/// Shared by the language core's diagnostics and the engine's solved tree, so a scene's views and errors name
/// places the same way.
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
