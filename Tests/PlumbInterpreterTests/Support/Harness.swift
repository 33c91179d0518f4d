import Testing
@testable import PlumbInterpreter

/// Loads scene sources into an interpreter with the fake natives and collects what they print.
final class Harness {
    let interpreter: Interpreter
    private var output = ""

    init(_ source: String, file: String = "Test.swift", limits: Limits = Limits()) {
        interpreter = Interpreter(library: FakeSwiftUI.library(), limits: limits)
        // Cut into as many pieces as it has top-level declarations, parsed side by side, and its bodies
        // lowered by two helpers while the test already runs its code, as a scene document does with long files:
        // every scene the tests load checks that pieces and bodies lowered apart run and report as the whole file
        // lowered first on one thread would.
        interpreter.startLoading(
            source: source, file: file, parsed: ParsedSource(source, minimumPieceLength: 1),
            threads: LoweringThreads(workers: 3, minimumBodies: 2, minimumTypes: 2)
        )
        interpreter.output = { [unowned self] in output += $0 }
    }

    /// The load's diagnostics, once it has ended.
    var diagnostics: [Diagnostic] { interpreter.finishLoading() }

    /// What the file's code printed, once the load has ended (output is held back until then).
    var printed: String {
        interpreter.finishLoading()
        return output
    }

    /// Calls `function` (while the load may still be lowering bodies) and returns what it printed; fails the test
    /// on load errors.
    func run(_ function: String = "main") throws -> String {
        let result = Result { try interpreter.callFunction(function) }
        #expect(diagnostics.map(\.summary) == [])
        _ = try result.get()
        return printed
    }
}

/// What `main()` in `source` prints.
func output(_ source: String) throws -> String {
    try Harness(source).run()
}

/// The summaries (`file:line:col: error: message`) of the load diagnostics of `source`.
func loadErrors(_ source: String) -> [String] {
    Harness(source).diagnostics.map(\.summary)
}

/// The summary of the runtime error `main()` in `source` raises, or nil.
func runtimeError(_ source: String, limits: Limits = Limits()) -> String? {
    let harness = Harness(source, limits: limits)
    defer { #expect(harness.diagnostics.map(\.summary) == []) }
    do {
        _ = try harness.interpreter.callFunction("main")
        return nil
    } catch let error as InterpreterError {
        return error.diagnostic.summary
    } catch {
        return "unexpected error \(error)"
    }
}
