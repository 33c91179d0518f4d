import Testing
@testable import PlumbInterpreter

/// Found by fuzzing (scripts/fuzz.sh, examples/AlignmentGuides.swift): a closure kept in a value its own function's
/// frame holds — a view in a local whose tap action reads the function's variables — kept that frame, and all it
/// held, alive after the interpreter was gone.
@Test func aFrameHeldByItsOwnClosuresIsFreedWithTheInterpreter() throws {
    weak var frame: Frame?
    do {
        let harness = Harness("""
        func make() -> () -> Int {
            let count = 1
            let action = { count }
            let kept = [action]
            return kept[0]
        }
        """)
        let value = try harness.interpreter.callFunction("make")
        guard case .function(let function) = value, case .user(_, _, let captured?) = function.kind else {
            Issue.record("make() did not return a closure over its frame: \(value)")
            return
        }
        frame = captured
        #expect(frame?.count ?? 0 > 0)
    }
    #expect(frame == nil)
}

@Test func closuresMadeOneAfterAnotherInOneFrameNoteItOnce() throws {
    let harness = Harness("""
    func make() -> [() -> Int] {
        let count = 1
        let first = { count }
        let second = { count + 1 }
        return [first, second, { count + 2 }]
    }
    """)
    let before = harness.interpreter.evaluator.capturedFrames.count
    _ = try harness.interpreter.callFunction("make")
    #expect(harness.interpreter.evaluator.capturedFrames.count - before == 1)
}
