import Testing
@testable import PlumbInterpreter

/// Loads `texts` (by path, module "App") into a new interpreter of `library`, reusing `previous`.
private func load(_ texts: [(String, String)], library: NativeLibrary, reusing previous: ParsedModule? = nil) -> (Interpreter, [String]) {
    let interpreter = Interpreter(library: library)
    interpreter.startLoading(files: texts.map { SourceFile(path: $0.0, text: $0.1, module: "App") }, reusing: previous)
    return (interpreter, interpreter.finishLoading().map(\.summary))
}

private let model = "struct Model {\n    func value() -> Int { 1 }\n    func label() -> String { \"one\" }\n}\n"
private let screen = "func total() -> Int { Model().value() + 10 }\n"

/// Loads the app of `modelText` (App/Model.swift) and ``screen`` (App/Screen.swift), reusing `previous`.
private func loadApp(_ modelText: String, library: NativeLibrary, reusing previous: ParsedModule? = nil) -> (Interpreter, [String]) {
    load([("App/Model.swift", modelText), ("App/Screen.swift", screen)], library: library, reusing: previous)
}

@Test func aSaveThatChangesOnlyABodyLowersItAgainInPlace() throws {
    let library = FakeSwiftUI.library()
    let (first, _) = loadApp(model, library: library)
    #expect(first.reloadedInPlace == false)
    let edited = model.replacingOccurrences(of: "{ 1 }", with: "{ 2 + 3 }")
    let (second, diagnostics) = loadApp(edited, library: library, reusing: first.parsedModule)
    #expect(diagnostics == [])
    #expect(second.reloadedInPlace)
    #expect(try second.callFunction("total") == .int(15))
    // The program is shared: the document that showed it runs the new body too.
    #expect(try first.callFunction("total") == .int(15))
}

@Test func positionsAfterAnEditedBodyAreLocatedInTheNewText() throws {
    let library = FakeSwiftUI.library()
    let text = "func first() -> Int { 1 }\nfunc second() -> Int { [1][3] }\n"
    let (first, _) = load([("A.swift", text)], library: library)
    let edited = "func first() -> Int {\n    let a = 1\n    return a + [1][2]\n}\nfunc second() -> Int { [1][3] }\n"
    let (second, diagnostics) = load([("A.swift", edited)], library: library, reusing: first.parsedModule)
    #expect(diagnostics == [] && second.reloadedInPlace)
    // The edited body's fault, at its new place; the unchanged body's, moved down three lines.
    #expect(fault(of: "first", in: second)?.hasPrefix("A.swift:3:19: error: index out of range") == true)
    #expect(fault(of: "second", in: second)?.hasPrefix("A.swift:5:27: error: index out of range") == true)
    // A second save builds on the first: a line more above both.
    let again = "\n" + edited.replacingOccurrences(of: "let a = 1", with: "let a = 10")
    let (third, _) = load([("A.swift", again)], library: library, reusing: second.parsedModule)
    #expect(third.reloadedInPlace)
    #expect(fault(of: "first", in: third)?.hasPrefix("A.swift:4:19: error: index out of range") == true)
    #expect(fault(of: "second", in: third)?.hasPrefix("A.swift:6:27: error: index out of range") == true)
}

/// The diagnostic `function` stops with, as swiftc prints it.
private func fault(of function: String, in interpreter: Interpreter) -> String? {
    do {
        _ = try interpreter.callFunction(function)
        return nil
    } catch let error as InterpreterError {
        return error.diagnostic.summary
    } catch {
        return nil
    }
}

@Test func aChangedDeclarationLoadsFromScratch() throws {
    let library = FakeSwiftUI.library()
    let (first, _) = loadApp(model, library: library)
    let edited = model.replacingOccurrences(of: "func value() -> Int { 1 }", with: "func value(_ x: Int = 4) -> Int { x }")
    let (second, diagnostics) = loadApp(edited, library: library, reusing: first.parsedModule)
    #expect(diagnostics == [])
    #expect(second.reloadedInPlace == false)
    #expect(try second.callFunction("total") == .int(14))
    #expect(try first.callFunction("total") == .int(11))
}

@Test func aBodyThatDoesNotLowerIsReportedAndTheShownProgramKeepsItsCode() throws {
    let library = FakeSwiftUI.library()
    let (first, _) = loadApp(model, library: library)
    let edited = model.replacingOccurrences(of: "{ 1 }", with: "{ missing }")
    let (second, diagnostics) = loadApp(edited, library: library, reusing: first.parsedModule)
    #expect(diagnostics == ["App/Model.swift:2:27: error: cannot find 'missing' in scope"])
    #expect(second.reloadedInPlace == false)
    #expect(try first.callFunction("total") == .int(11))
    // The parse of a load with errors carries no program: the fix loads from scratch, then saves reload in place.
    let (third, _) = loadApp(model, library: library, reusing: second.parsedModule)
    #expect(third.reloadedInPlace == false)
    let (fourth, _) = loadApp(edited.replacingOccurrences(of: "missing", with: "7"), library: library, reusing: third.parsedModule)
    #expect(fourth.reloadedInPlace)
    #expect(try fourth.callFunction("total") == .int(17))
}

@Test func aFileWithWarningsOrAStaleParseLoadsFromScratch() throws {
    let library = FakeSwiftUI.library()
    let (first, _) = loadApp(model, library: library)
    let edited = model.replacingOccurrences(of: "{ 1 }", with: "{ 2 }")
    let (second, _) = loadApp(edited, library: library, reusing: first.parsedModule)
    #expect(second.reloadedInPlace)
    // The first parse describes the program before that reload: it is stale now.
    let (stale, _) = loadApp(model, library: library, reusing: first.parsedModule)
    #expect(stale.reloadedInPlace == false)
    #expect(try stale.callFunction("total") == .int(11))
    // Two files changed at once.
    let (both, _) = load([("App/Model.swift", model), ("App/Screen.swift", screen + "\n")], library: library, reusing: second.parsedModule)
    #expect(both.reloadedInPlace == false)
}

@Test func anEditedBodyStillSeesItsFilesPrivateDeclarations() throws {
    let library = FakeSwiftUI.library()
    let a = "private func helper() -> Int { 5 }\nfunc a() -> Int { helper() }\n"
    let b = "private func helper() -> Int { 7 }\nfunc b() -> Int { helper() }\n"
    let (first, _) = load([("App/A.swift", a), ("App/B.swift", b)], library: library)
    let (second, diagnostics) = load([("App/A.swift", a), ("App/B.swift", b.replacingOccurrences(of: "{ helper() }", with: "{ helper() * 2 }"))],
                                     library: library, reusing: first.parsedModule)
    #expect(diagnostics == [] && second.reloadedInPlace)
    #expect(try second.callFunction("a") == .int(5))
    #expect(try second.callFunction("b") == .int(14))
}
