import Testing
@testable import PlumbInterpreter

/// A closure over `frame`, as evaluating `{ … }` or a local `func` in it makes.
private func closure(over frame: Frame) -> Value {
    let decl = FunctionDecl(name: "closure", kind: .closure, parameters: [], hasSelf: false, returnType: nil, position: 0)
    return .function(Function(.user(decl, receiver: nil, captured: frame)))
}

private func capturedFrame(_ value: Value) -> Frame? {
    guard case .function(let function) = value, case .user(_, _, let captured) = function.kind else { return nil }
    return captured
}

@Test func aClosureStoredInTheFrameItCapturesDoesNotKeepItAlive() {
    weak var released: Frame?
    do {
        let frame = Frame.make(size: 1, parent: nil)
        frame[0] = closure(over: frame)
        #expect(capturedFrame(frame[0]) === frame)
        released = frame
    }
    #expect(released == nil)
}

@Test func aClosureReadOutOfItsFrameKeepsTheFrameAlive() {
    weak var kept: Frame?
    var escaped = Value.void
    do {
        let frame = Frame.make(size: 1, parent: nil)
        frame[0] = closure(over: frame)
        escaped = frame[0]
        kept = frame
    }
    #expect(kept != nil)
    #expect(capturedFrame(escaped) === kept)
}

@Test func localFunctionsAndClosuresStillShareTheirFrame() throws {
    #expect(try output("""
    func makeCounter() -> () -> Int {
        var count = 0
        func next() -> Int { count += 1; return count }
        return next
    }
    func twice() -> Int {
        var total = 0
        let add = { (n: Int) in total += n }
        add(2); add(3)
        return total
    }
    func main() {
        let counter = makeCounter()
        _ = counter()
        print(counter(), twice())
    }
    """) == "2 5\n")
}
