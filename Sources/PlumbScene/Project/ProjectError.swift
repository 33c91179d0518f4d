import PlumbInterpreter

/// Why a path cannot be opened as a project at all: it does not exist, it is neither a Swift file nor a folder, or
/// its `Package.swift` does not parse. Everything less is a warning of the ``Project``.
public struct ProjectError: Error, CustomStringConvertible {
    public let diagnostic: Diagnostic

    public var description: String { diagnostic.description }

    static func at(_ path: String, _ message: String) -> ProjectError {
        ProjectError(diagnostic: Diagnostic(severity: .error, message: message, location: SourceLocation(file: path, line: 1, column: 1)))
    }
}
