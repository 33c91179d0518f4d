/// An error with its place in the scene file: what every public entry point of the interpreter throws.
public struct InterpreterError: Error, CustomStringConvertible {
    public let kind: ErrorKind
    public let diagnostic: Diagnostic

    public init(kind: ErrorKind, diagnostic: Diagnostic) {
        self.kind = kind
        self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.description }
}

/// An error a native function throws; the interpreter places it at the call that reached the native.
public struct NativeError: Error, CustomStringConvertible {
    public let kind: ErrorKind

    public init(_ message: String) { kind = .native(message) }
    public init(_ kind: ErrorKind) { self.kind = kind }

    public var description: String { kind.message }
}

/// An error raised inside the evaluator, located by source offset until it leaves the interpreter.
///
/// `@unchecked Sendable` for ``thrown``, a scene's own value: a fault is thrown and caught on the thread that runs
/// the scene, and only its diagnostic (text and location) leaves that thread.
struct Fault: Error, @unchecked Sendable {
    var kind: ErrorKind
    var position: SourcePosition
    var notes: [(message: String, position: SourcePosition?)] = []
    /// Faults found while lowering that need not stop the file from running are warnings.
    var severity = Diagnostic.Severity.error
    /// The error value of a `throw`, which `catch`, `try?` and `try!` handle; a fault with none is Plumb's own.
    var thrown: Value?

    init(
        _ kind: ErrorKind, at position: SourcePosition, notes: [(message: String, position: SourcePosition?)] = [],
        severity: Diagnostic.Severity = .error, thrown: Value? = nil
    ) {
        self.kind = kind
        self.position = position
        self.notes = notes
        self.severity = severity
        self.thrown = thrown
    }
}
