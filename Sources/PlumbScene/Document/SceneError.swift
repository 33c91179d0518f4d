import PlumbInterpreter

/// A problem the SwiftUI layer finds in a scene — a value used as a view that is not one, a preview that does not
/// exist — as a located diagnostic.
struct SceneError: Error, CustomStringConvertible {
    let diagnostic: Diagnostic

    var description: String { diagnostic.description }
}

extension SceneContext {
    /// An error at a place in the scene file, with the source line for the caret display.
    func error(_ message: String, at location: SourceLocation?) -> SceneError {
        SceneError(diagnostic: diagnostic(message, severity: .error, at: location))
    }

    func diagnostic(_ message: String, severity: Diagnostic.Severity, at location: SourceLocation?) -> Diagnostic {
        let location = location ?? SourceLocation(file: file, line: 1, column: 1)
        return Diagnostic(severity: severity, message: message, location: location, sourceLine: interpreter.sourceLine(at: location))
    }

    /// A note at `location`, with its line for the caret display.
    func note(_ message: String, at location: SourceLocation?) -> Diagnostic.Note {
        Diagnostic.Note(message: message, location: location, sourceLine: location.flatMap(interpreter.sourceLine(at:)))
    }
}
