import Testing
@testable import PlumbInterpreter

/// Loads `files` (path, text, module) as one program, with the fake natives; collects what its code prints.
private func load(_ files: [(String, String, String)]) -> (Interpreter, [String], () -> String) {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    var printed = ""
    interpreter.output = { printed += $0 }
    let sources = files.map { SourceFile(path: $0.0, text: $0.1, module: $0.2) }
    interpreter.startLoading(files: sources, parsed: ParsedModule(sources), threads: LoweringThreads(workers: 3, minimumBodies: 2, minimumTypes: 2))
    return (interpreter, interpreter.finishLoading().map(\.summary), { printed })
}

@Test func namesResolveAcrossTheFilesOfAModule() throws {
    let (interpreter, diagnostics, printed) = load([
        ("App/Model.swift", "struct Item { let title: String }\nlet shelf = [Item(title: \"a\"), Item(title: \"b\")]\n", "App"),
        ("App/Main.swift", "func main() { for item in shelf { print(describe(item)) } }\n", "App"),
        ("App/Format.swift", "func describe(_ item: Item) -> String { \"<\\(item.title)>\" }\n", "App"),
    ])
    #expect(diagnostics == [])
    _ = try interpreter.callFunction("main")
    #expect(printed() == "<a>\n<b>\n")
}

@Test func eachDiagnosticIsLocatedInItsOwnFile() {
    let (_, diagnostics, _) = load([
        ("App/A.swift", "struct A {\n    let x = 1\n}\n", "App"),
        ("App/B.swift", "struct B {\n    let y = missing\n}\n", "App"),
    ])
    #expect(diagnostics == ["App/B.swift:2:13: error: cannot find 'missing' in scope"])
    let (_, syntax, _) = load([("App/A.swift", "struct A {}\n", "App"), ("App/B.swift", "\nstruct B {\n", "App")])
    #expect(syntax.first?.hasPrefix("App/B.swift:2:11: error:") == true)
}

@Test func privateDeclarationsOfTwoFilesDoNotClash() throws {
    let (interpreter, diagnostics, printed) = load([
        ("App/A.swift", "private struct Style { static let name = \"A\" }\nprivate let spacing = 1\nprivate func tag() -> String { \"a\" }\nfunc a() -> String { \"\\(Style.name)\\(spacing)\\(tag())\" }\n", "App"),
        ("App/B.swift", "fileprivate struct Style { static let name = \"B\" }\nfileprivate let spacing = 2\nfileprivate func tag() -> String { \"b\" }\nfunc b() -> String { \"\\(Style.name)\\(spacing)\\(tag())\" }\n", "App"),
        ("App/Main.swift", "func main() { print(a(), b()) }\n", "App"),
    ])
    #expect(diagnostics == [])
    _ = try interpreter.callFunction("main")
    #expect(printed() == "A1a B2b\n")
}

@Test func aPrivateDeclarationIsNotSeenFromAnotherFile() {
    let (_, diagnostics, _) = load([
        ("App/A.swift", "private struct Secret {}\n", "App"),
        ("App/B.swift", "struct Other {}\n", "App"),
        ("App/C.swift", "struct Holder {\n    let s = Secret()\n}\n", "App"),
    ])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasPrefix("App/C.swift:2:13: error: cannot find 'Secret' in scope") == true)
}

@Test func aSecondDeclarationInTheModuleIsARedeclaration() {
    let (_, diagnostics, _) = load([("App/A.swift", "struct Card {}\n", "App"), ("App/B.swift", "\nstruct Card {}\n", "App")])
    #expect(diagnostics == ["App/B.swift:2:8: error: invalid redeclaration of 'Card'"])
}

@Test func anImportedModuleShowsOnlyItsPublicDeclarations() throws {
    let (interpreter, diagnostics, printed) = load([
        ("Pkg/Flow.swift", "public struct Flow {\n    public init() {}\n    public func name() -> String { helper() }\n}\nfunc helper() -> String { \"flow\" }\nstruct Internal {}\npublic struct Badge { public let text = \"package\" }\n", "Flow"),
        ("App/Main.swift", "import Flow\nstruct Badge { let text = \"app\" }\nfunc main() { print(Flow().name(), Badge().text) }\n", "App"),
    ])
    #expect(diagnostics == [])
    _ = try interpreter.callFunction("main")
    #expect(printed() == "flow app\n")
    let (_, hidden, _) = load([
        ("Pkg/Flow.swift", "struct Internal {}\n", "Flow"),
        ("App/Main.swift", "struct Uses {\n    let i = Internal()\n}\n", "App"),
    ])
    #expect(hidden.first?.hasPrefix("App/Main.swift:2:13: error: cannot find 'Internal' in scope") == true)
}

@Test func previewsAndEntryPointsComeFromTheLoadedModuleAndTheFileAsked() throws {
    let (interpreter, diagnostics, _) = load([
        ("Pkg/Flow.swift", "public struct Flow: View { public var body: some View { Text(\"flow\") } }\n#Preview(\"Package\") { Flow() }\n", "Flow"),
        ("App/A.swift", "struct First: View { var body: some View { Text(\"first\") } }\n", "App"),
        ("App/B.swift", "struct Second: View { var body: some View { Text(\"second\") } }\n", "App"),
    ])
    #expect(diagnostics == [])
    #expect(try interpreter.previews().isEmpty)
    #expect(interpreter.types(conformingTo: "View").map(\.name) == ["First", "Second"])
    guard case .view(let second) = try interpreter.entryPoint(inFile: "App/B.swift") else { Issue.record("expected a view"); return }
    #expect(second.name == "Second")
    guard case .view(let first) = try interpreter.entryPoint() else { Issue.record("expected a view"); return }
    #expect(first.name == "First")
}

@Test func anUnchangedFileIsNotParsedAgain() {
    let first = [SourceFile(path: "A.swift", text: "struct A {}\n"), SourceFile(path: "B.swift", text: "struct B {}\n")]
    let parsed = ParsedModule(first)
    let edited = [first[0], SourceFile(path: "B.swift", text: "struct B { let x = 1 }\n")]
    let reparsed = ParsedModule(edited, reusing: parsed)
    #expect(reparsed.reusedPieceCount == 1)
    #expect(reparsed.pieceCount == 2)
}

@Test func aNameFromAModuleThatCouldNotBeLoadedIsAnErrorOnlyWhereItRuns() throws {
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    interpreter.unloadedModules = ["Charts3D"]
    let sources = [
        SourceFile(path: "App/Plot.swift", text: "import Charts3D\n\nfunc plot() -> Int { Surface(points: 3).count }\nfunc label() -> String { \"plot\" }\n", module: "App"),
        SourceFile(path: "App/Other.swift", text: "func other() -> Int { Missing() }\n", module: "App"),
    ]
    let diagnostics = interpreter.load(files: sources).map(\.summary)
    #expect(diagnostics == [
        "App/Plot.swift:3:22: warning: cannot find 'Surface' in the modules loaded: it may come from 'Charts3D', which this file imports and Plumb could not load; the code that uses it is left out of the preview, and stops with an error if it runs",
        "App/Other.swift:1:23: error: cannot find 'Missing' in scope",
    ])
    let runs = Interpreter(library: FakeSwiftUI.library())
    runs.unloadedModules = ["Charts3D"]
    #expect(runs.load(files: [sources[0]]).count == 1)
    #expect(try runs.callFunction("label") == .string("plot"))
    #expect(throws: InterpreterError.self) { try runs.callFunction("plot") }
    do {
        _ = try runs.callFunction("plot")
    } catch let error as InterpreterError {
        #expect(error.diagnostic.summary == "App/Plot.swift:3:22: error: this code cannot run in a preview: it uses 'Surface', which may come from 'Charts3D', a module Plumb could not load")
    }
}

@Test func aNameQualifiedWithItsModuleIsTheModulesDeclaration() throws {
    let (interpreter, diagnostics, printed) = load([
        ("Models/List.swift", "public struct List { public let title: String; public init(title: String) { self.title = title } }\n", "Models"),
        ("App/Router.swift", """
        import Models
        enum Route { case list(list: Models.List) }
        func main() {
            let route = Route.list(list: Models.List(title: "Later"))
            if case .list(let list) = route { print(list.title) }
        }
        """, "App"),
    ])
    #expect(diagnostics == [])
    _ = try interpreter.callFunction("main")
    #expect(printed() == "Later\n")
}
