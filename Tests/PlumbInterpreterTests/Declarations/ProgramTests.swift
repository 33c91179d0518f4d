import Testing
@testable import PlumbInterpreter

/// A scene whose bodies refer back to what holds them: a method reading its own type's member, a recursive
/// function, a closure stored in a global, a default argument calling its own function.
private let cyclicScene = """
struct Counter {
    var count = 1
    func doubled() -> Int { count * 2 }
}
func countdown(_ n: Int) -> Int { n == 0 ? 0 : countdown(n - 1) }
let twice = { (x: Int) in x * 2 }
func padded(_ n: Int = countdown(2)) -> Int { n }
func main() -> Int { Counter().doubled() + countdown(3) + twice(1) + padded() }
"""

@Test func releasingAnInterpreterFreesTheProgramItLoaded() throws {
    weak var function: FunctionDecl?
    weak var type: TypeInfo?
    do {
        let interpreter = Interpreter(library: FakeSwiftUI.library())
        #expect(interpreter.load(source: cyclicScene, file: "Test.swift").isEmpty)
        #expect(try interpreter.callFunction("main").intValue == 4)
        function = interpreter.evaluator.program.functions["countdown"]?.first
        type = interpreter.evaluator.program.types["Counter"]
        #expect(function != nil)
        #expect(type != nil)
    }
    #expect(function == nil)
    #expect(type == nil)
}

@Test func releasingAnInterpreterWhileItsBodiesAreLoweredFreesTheProgram() throws {
    weak var function: FunctionDecl?
    do {
        let interpreter = Interpreter(library: FakeSwiftUI.library())
        interpreter.startLoading(
            source: cyclicScene, file: "Test.swift", parsed: ParsedSource(cyclicScene), threads: LoweringThreads(workers: 2, minimumBodies: 1)
        )
        #expect(try interpreter.callFunction("main").intValue == 4)
        function = interpreter.evaluator.program.functions["padded"]?.first
        #expect(function != nil)
    }
    #expect(function == nil)
}

@Test func reloadingFreesThePreviousProgram() throws {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    weak var type: TypeInfo?
    do {
        #expect(interpreter.load(source: cyclicScene, file: "Test.swift").isEmpty)
        #expect(try interpreter.callFunction("main").intValue == 4)
        type = interpreter.evaluator.program.types["Counter"]
        #expect(type != nil)
    }
    interpreter.load(source: "func main() -> Int { 0 }", file: "Test.swift")
    #expect(type == nil)
}

/// Found by fuzzing (scripts/fuzz.sh): each reload leaked the types whose members name the type itself.
@Test(arguments: [
    "class Base { init() {} }",
    "struct Point { func moved() -> Point { self } }",
    "class Node { var next: Node? }",
    "indirect enum Tree { case leaf, node(Tree, Tree) }",
    "struct Box { static var empty = Box() }",
])
func releasingAnInterpreterFreesATypeThatNamesItself(source: String) throws {
    weak var type: TypeInfo?
    do {
        let interpreter = Interpreter(library: FakeSwiftUI.library())
        #expect(interpreter.load(source: source, file: "Test.swift").isEmpty)
        type = interpreter.evaluator.program.userTypes.first
        #expect(type != nil)
    }
    #expect(type == nil)
}
