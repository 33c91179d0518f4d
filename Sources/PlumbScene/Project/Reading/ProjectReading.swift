import PlumbInterpreter

/// What the walks and readers of one project share: the limits and how much of them is used, the warnings, and the
/// dependencies found unloadable (each kept once, by name).
struct ProjectReading {
    let limits: ProjectLimits
    /// Files and folders looked at so far.
    var entriesWalked = 0
    /// Swift files taken so far.
    var swiftFilesTaken = 0
    private(set) var warnings: [Diagnostic] = []
    private(set) var unloadable: [UnloadableDependency] = []

    init(limits: ProjectLimits) {
        self.limits = limits
    }

    /// Whether the walks have stopped at a limit.
    private(set) var isStopped = false

    /// A warning about a file or folder as a whole (at its line 1, column 1).
    mutating func warn(_ message: String, about path: String) {
        warn(message, at: SourceLocation(file: path, line: 1, column: 1))
    }

    mutating func warn(_ message: String, at location: SourceLocation, sourceLine: String? = nil) {
        let warning = Diagnostic(severity: .warning, message: message, location: location, sourceLine: sourceLine)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Stops every walk to come, with the warning saying which limit was reached.
    mutating func stop(at path: String, _ message: String) {
        guard !isStopped else { return }
        isStopped = true
        warn(message, about: path)
    }

    mutating func add(_ warning: Diagnostic) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Records `name` as a dependency that cannot be loaded, unless it already is.
    mutating func cannotLoad(_ name: String, because reason: String) {
        guard !unloadable.contains(where: { $0.name == name }) else { return }
        unloadable.append(UnloadableDependency(name: name, reason: reason))
    }
}
