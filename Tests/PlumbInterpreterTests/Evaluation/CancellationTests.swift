import Foundation
import Testing
@testable import PlumbInterpreter

/// A cancellation raised from another thread stops an endless loop at the next budget check, with its own error
/// rather than a budget's (the time budget here is a minute, far beyond the test's wait).
@Test func aCancellationRaisedFromAnotherThreadStopsEvaluation() {
    var limits = Limits()
    limits.steps = .max
    limits.seconds = 60
    let harness = Harness("""
    func main() {
        var n = 0
        while true { n += 1 }
    }
    """, limits: limits)
    let cancellation = Cancellation()
    harness.interpreter.cancellation = cancellation
    let raiser = Thread {
        usleep(20_000)
        cancellation.cancel()
    }
    raiser.start()
    do {
        _ = try harness.interpreter.callFunction("main")
        Issue.record("a cancelled interpreter evaluated to the end")
    } catch let error as InterpreterError {
        #expect(error.diagnostic.summary == "Test.swift:3:5: error: evaluation was cancelled")
        if case .cancelled = error.kind {} else { Issue.record("the error is \(error.kind), not .cancelled") }
    } catch {
        Issue.record("unexpected error \(error)")
    }
}
