import Testing
@testable import PlumbInterpreter

@Test func diagnosticsRenderInSwiftcFormat() {
    let diagnostic = Diagnostic(
        severity: .error, message: "cannot find 'Rectangel' in scope; did you mean 'Rectangle'?",
        location: SourceLocation(file: "Scene.swift", line: 3, column: 9), sourceLine: "\tlet r = Rectangel()",
        notes: [.init(message: "declared here", location: SourceLocation(file: "Scene.swift", line: 1, column: 1), sourceLine: "struct A {}")]
    )
    #expect(diagnostic.description == """
    Scene.swift:3:9: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?
    \tlet r = Rectangel()
    \t       ^
    Scene.swift:1:1: note: declared here
    struct A {}
    ^
    """)
}

@Test func syntaxErrorsUseSwiftSyntaxDiagnostics() {
    #expect(loadErrors("""
    struct ContentView: View {
        var body: some View {
            Text("a"
        }
    }
    """) == ["Test.swift:3:17: error: expected ')' to end function call"])
}

@Test func misspelledNamesSuggestTheClosestNameInScope() {
    #expect(loadErrors("""
    struct ContentView: View {
        let spacing = 4.0
        var body: some View {
            VStack {
                Rectangel()
                Text("\\(spacng)")
            }
        }
    }
    """) == [
        "Test.swift:5:13: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?",
        "Test.swift:6:21: error: cannot find 'spacng' in scope; did you mean 'spacing'?",
    ])
}

@Test func lowercasedPasteIsExplained() {
    let harness = Harness("""
    struct contentview: view {
        var body: some view { text("hi") }
    }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:1:21: error: cannot find type 'view' in scope; did you mean 'View'?",
        "Test.swift:2:20: error: cannot find type 'view' in scope; did you mean 'View'?",
        "Test.swift:2:27: error: cannot find 'text' in scope; did you mean 'Text'?",
    ])
    #expect(harness.diagnostics.first?.notes.map(\.message) == ["Swift names are case-sensitive; code copied from a web page may have been lowercased"])
}

@Test func curlyQuotesAreExplained() {
    let errors = loadErrors("""
    struct ContentView: View {
        var body: some View { Text(“Hello”) }
    }
    """)
    #expect(errors.first == "Test.swift:2:32: error: curly quotes are not Swift quotes (was this pasted from a web page?); use straight quotes \" and '")
    #expect(errors.count > 1)
}

@Test func curlyQuotesInStringsAndCommentsAreText() {
    // “Quoted” text and an apostrophe in a string or comment is what the writer meant: only quotes in the code
    // itself are reported, the first of them where it is.
    #expect(loadErrors("""
    // It’s a “comment”
    struct ContentView: View {
        /* ‘block’ */
        var body: some View { Text("I’m “here”") + Text(\"\"\"
        Multi-line ‘quote’
        \"\"\") }
    }
    """) == [])
    #expect(loadErrors("""
    let note = "it’s fine"
    let bad = ‘x’
    """).first == "Test.swift:2:11: error: curly quotes are not Swift quotes (was this pasted from a web page?); use straight quotes \" and '")
}

@Test func unsupportedConstructsAreErrorsWhereTheyAre() {
    #expect(loadErrors("""
    infix operator ***
    #warning("x")
    """) == [
        "Test.swift:1:1: error: unsupported: operator declarations",
        "Test.swift:2:1: error: unsupported: macro '#warning'",
    ])
}

@Test func diagnosticsComeInSourceOrderAsSwiftcGivesThem() {
    #expect(loadErrors("""
    struct ContentView: View {
        var body: some View {
            Text(first).frame(width: second)
            Rectangel()
        }
        var later: Int { third }
    }
    """) == [
        "Test.swift:3:14: error: cannot find 'first' in scope",
        "Test.swift:3:34: error: cannot find 'second' in scope",
        "Test.swift:4:9: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?",
        "Test.swift:6:22: error: cannot find 'third' in scope",
    ])
}

@Test func topLevelStatementsAreRejected() {
    #expect(loadErrors("let gap = 4\nprint(gap)") == ["Test.swift:2:1: error: expressions are not allowed at the top level of a scene file"])
}

@Test func aMemberNoTypeHasIsAWarningOnLoadEvenInCodeThatNeverRuns() throws {
    let harness = Harness("""
    struct Unused: View {
        var body: some View { Text("a").paddin(4) }
    }
    func neverCalled(_ values: [Int]) -> Int { values.cuont }
    func main() { print("runs") }
    """)
    #expect(harness.diagnostics.map(\.summary) == [
        "Test.swift:2:37: warning: no type has a member named 'paddin'; did you mean 'padding'?; this code stops with an error if it runs",
        "Test.swift:4:51: warning: no type has a member named 'cuont'; did you mean 'count'?; this code stops with an error if it runs",
    ])
    #expect(try harness.interpreter.callFunction("main") == .void)
    #expect(harness.printed == "runs\n")
}

@Test func membersSomeTypeHasAreNotReported() throws {
    #expect(try output("""
    enum Size: Int { case small = 1; struct Inner { static let depth = 2 } }
    protocol Named { var name: String { get } }
    struct Tag: Named { let name: String }
    extension Int { var doubled: Int { self * 2 } }
    struct Model {
        @State var count = 3
        func describe<T: Named>(_ item: T) -> String { item.name }
        var binding: Int { $count.wrappedValue + _count.wrappedValue }
    }
    func main() {
        let point = (x: 1, y: 2)
        let pair = (5, 6)
        let listed = [7, 8].enumerated().map { $0.offset + $0.element }
        let keyed = ["a": 1].map { $0.key + "\\($0.value)" }
        print(point.x + point.y, pair.0, listed, keyed, Size.small.rawValue, Size.Inner.depth, Model().describe(Tag(name: "t")))
        print(4.doubled, Model().binding, Int.self == Int.self)
    }
    """) == "3 5 [7, 9] [\"a1\"] 1 2 t\n8 6 true\n")
}

@Test func aWrapperAttributesArgumentsOnAStaticPropertyOrBesideAnInitialValueAreErrorsNotIgnored() {
    // A static property would read and write its storage unwrapped: a picture that differs from SwiftUI's, silently.
    #expect(loadErrors("""
    @propertyWrapper struct Clamped {
        var wrappedValue: Int
        init(wrappedValue: Int, to limit: Int) { self.wrappedValue = min(wrappedValue, limit) }
    }
    struct Person {
        @Clamped(to: 3) static var count: Int = 5
        @Clamped(wrappedValue: 1, to: 3) var age: Int = 5
    }
    """) == [
        "Test.swift:6:5: error: unsupported: arguments of a property wrapper on a static property (@Clamped(…)); the property would not be wrapped",
        "Test.swift:7:14: error: 'age' has both an initial value and a 'wrappedValue:' argument to its wrapper",
    ])
}
