import Foundation
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Runs a scene file. Load it once, then ask for its entry point and evaluate views, call closures and methods,
/// read and write properties — every public entry point throws ``InterpreterError`` located in the file.
/// A thin façade: it holds the embedder's hooks and the load under way, and forwards evaluation to its evaluator.
///
/// ```swift
/// let interpreter = Interpreter(library: library)
/// let diagnostics = interpreter.load(source: text, file: "Scene.swift")
/// guard !diagnostics.contains(where: { $0.severity == .error }) else { … }
/// let root = try interpreter.evaluate(try interpreter.entryPoint())
/// ```
public final class Interpreter {
    public let library: NativeLibrary
    public var limits: Limits {
        get { evaluator.limits }
        set { evaluator.limits = newValue }
    }
    /// Stops evaluation at the next budget check once raised (from any thread).
    public var cancellation: Cancellation? {
        get { evaluator.cancellation }
        set { evaluator.cancellation = newValue }
    }
    /// Receives `print` and `dump` output, terminators included (standard output by default).
    public var output: (String) -> Void = { Swift.print($0, terminator: "") }
    /// Called after interpreted code writes a `@State` box (directly or through a binding), to re-solve.
    public var stateDidChange: ((StateBox) -> Void)?
    /// Supplies the box of a `@State` property when an instance is created; nil makes a fresh box.
    /// Return an existing box to let state survive re-evaluating `body` (the embedder decides identity).
    public var stateBoxProvider: ((StateBoxRequest) -> StateBox?)?
    /// Called when a method declared in the file (an extension's `func card() -> some View`, a view's helper) returns,
    /// with what it returned, its receiver and arguments, and where it was called: the embedder learns which values a
    /// call made.
    public var methodDidReturn: ((_ result: Value, _ receiver: Value?, _ arguments: [Value], _ callSite: SourceLocation) -> Void)?

    /// The embedder's state for this interpreter (its document), for native functions to reach through
    /// `call.interpreter`.
    public var embedderContext: AnyObject?
    /// The modules a load's files may import that could not be loaded (a package not checked out, a binary target):
    /// a name no loaded module declares, in a file importing one of them, is a warning there and an error only where
    /// it runs.
    public var unloadedModules: Set<String> = []
    /// What `Bundle.main` holds: the resources of the scene's project, none by default.
    public var bundleResources = BundleResources()
    /// Static members the embedder provides for this file beyond its library's (an asset catalog's generated
    /// symbols, `Color.brand`): whether a name is one, asked on load (from any lowering thread) for a member name
    /// no type has, and their values, asked for when no type has the member.
    public var embedderStaticMembers: (isName: @Sendable (String) -> Bool, value: (TypeInfo, String) throws -> Value?)?
    /// The text the app's strings files give a key in a table (nil: the default one), from the embedder, for
    /// `NSLocalizedString`; nil when they have none.
    public var localizedString: ((_ key: String, _ table: String?) -> String?)?
    /// Runs the loaded code; the façade's evaluation API forwards to it.
    let evaluator: Evaluator
    /// The load under way (``startLoading(files:reusing:)``): its lowerer, the bodies being lowered, and the
    /// diagnostics about the text as pasted.
    private var pendingLoad: (lowerer: Lowerer, bodies: PendingBodies, pasted: [Diagnostic])?
    private var loadDiagnostics: [Diagnostic] = []
    /// `print` output of code run while the file was loading.
    private var heldOutput: [String] = []

    public init(library: NativeLibrary = NativeLibrary(), limits: Limits = Limits()) {
        self.library = library
        library.prepare()
        evaluator = Evaluator(library: library, limits: limits)
        evaluator.interpreter = self
    }

    /// A load still under way ends here: its helpers must not outlive what they lower for, and the program must
    /// know all its functions to be released (with the evaluator, after this).
    deinit {
        if let (lowerer, bodies, _) = pendingLoad { lowerer.finishBodies(bodies) }
    }

    /// Loads a scene file: parses it, indexes its declarations and lowers their bodies. Returns its diagnostics
    /// (syntax errors, unknown names, unsupported constructs); when one is an error, nothing in the file runs.
    @discardableResult
    public func load(source: String, file: String) -> [Diagnostic] {
        load(files: [SourceFile(path: file, text: source)])
    }

    /// Loads the files of a module and of the modules it imports (theirs first, the module's own last), as one
    /// program: names resolve across files as Swift's access levels allow (``SourceFile``), and each diagnostic is
    /// located in its own file. When one is an error, nothing runs.
    @discardableResult
    public func load(files: [SourceFile]) -> [Diagnostic] {
        startLoading(files: files)
        return finishLoading()
    }

    /// Starts loading a scene file (see ``startLoading(files:reusing:)``).
    public func startLoading(source: String, file: String, reusing previous: ParsedModule? = nil) {
        startLoading(files: [SourceFile(path: file, text: source)], reusing: previous)
    }

    /// Starts loading files: parses them and indexes their declarations, and returns while helper threads lower
    /// the bodies. The code may run meanwhile: a body about to run is lowered first (or waited for), and one
    /// with an error does not run. ``finishLoading()`` gives the diagnostics; until then `print` output is held
    /// back, and dropped if the load turns out to have errors, since such code does not run. Given the last
    /// parse (``parsedModule``, after an edit), files whose text is unchanged are not parsed again, nor the
    /// declarations of an edited file whose text is unchanged.
    ///
    /// A parse kept from a load without errors carries its program: when only bodies of one file changed since, they
    /// are lowered again into it in place (``InPlaceReload``) and the other files are neither indexed nor lowered again.
    public func startLoading(files: [SourceFile], reusing previous: ParsedModule? = nil) {
        let parsed = ParsedModule(files, reusing: previous)
        finishLoading()
        library.prepare()
        if let previous, previous.loaded != nil,
           let loaded = InPlaceReload.apply(previous: previous, files: files, parsed: parsed, library: library, unloadedModules: unloadedModules) {
            adopt(loaded, parsed: parsed)
            return
        }
        startLoading(files: files, parsed: parsed)
    }

    /// The parse of the files last loaded, for the next load of the same files to reuse; once the load has ended
    /// without errors, with its program.
    public private(set) var parsedModule: ParsedModule?

    /// Whether the last load lowered only an edited file's changed bodies, into the program of the load before.
    public private(set) var reloadedInPlace = false

    /// The files of the load under way.
    private var loadingFiles: [SourceFile] = []

    /// Takes the program an in-place reload made as this interpreter's load.
    private func adopt(_ loaded: LoadedProgram, parsed: ParsedModule) {
        evaluator.run(loaded.program)
        parsedModule = parsed
        parsedModule?.loaded = loaded
        loadDiagnostics = loaded.diagnostics
        hasErrors = false
        reloadedInPlace = true
    }

    /// Waits for the load to end; its diagnostics (the same again on later calls).
    @discardableResult
    public func finishLoading() -> [Diagnostic] {
        guard let (lowerer, bodies, pasted) = pendingLoad else { return loadDiagnostics }
        pendingLoad = nil
        lowerer.finishBodies(bodies)
        // A framework Plumb does not model is named once, where the code first uses each of its names.
        var unmodelledNames: Set<String> = []
        let faults = lowerer.faults.filter { fault in
            switch fault.kind {
            case .unmodelled(let name, _, _), .unloadedModule(let name, _, _): unmodelledNames.insert(name).inserted
            default: true
            }
        }
        let program = evaluator.program
        loadDiagnostics = pasted + faults.map { program.diagnostic($0) }
        hasErrors = loadDiagnostics.contains { $0.severity == .error }
        if !hasErrors {
            parsedModule?.loaded = LoadedProgram(program: program, files: loadingFiles, diagnostics: loadDiagnostics)
            heldOutput.forEach(output)
        }
        heldOutput.removeAll()
        return loadDiagnostics
    }

    /// Whether a load has started and not finished (``startLoading(files:reusing:)``).
    public var isLoading: Bool { pendingLoad != nil }

    /// Loads `source` as parsed in `parsed`, its bodies lowered on `threads` (tests choose how the file is cut into
    /// pieces and how many threads lower it).
    func load(source: String, file: String, parsed: ParsedSource, threads: LoweringThreads = LoweringThreads()) -> [Diagnostic] {
        startLoading(source: source, file: file, parsed: parsed, threads: threads)
        return finishLoading()
    }

    /// Starts loading `source` as parsed in `parsed`, its bodies lowered on `threads`.
    func startLoading(source: String, file: String, parsed: ParsedSource, threads: LoweringThreads = LoweringThreads()) {
        startLoading(files: [SourceFile(path: file, text: source)], parsed: ParsedModule(paths: [file], files: [parsed]), threads: threads)
    }

    /// Starts loading `files` as parsed in `parsed`, their bodies lowered on `threads`.
    func startLoading(files: [SourceFile], parsed: ParsedModule, threads: LoweringThreads = LoweringThreads()) {
        finishLoading()
        parsedModule = parsed
        loadingFiles = files
        reloadedInPlace = false
        library.prepare()
        let program = Program(sources: files, library: library)
        program.isEmbedderMemberName = embedderStaticMembers?.isName
        program.unloadedModules = unloadedModules
        evaluator.run(program)
        let bases = program.sourceMap.files.map(\.base)
        loadDiagnostics = zip(parsed.files, zip(files, bases)).flatMap { parsed, file in
            [parsed.refusal.map { Fault($0.kind, at: file.1 + $0.offset) },
             parsed.curlyQuoteOffset(in: file.0.text).map { Fault(.curlyQuotes, at: file.1 + $0) }]
                .compactMap { $0.map(program.diagnostic) }
        }
        let syntaxErrors = zip(parsed.files, bases).flatMap { parsed, base in
            parsed.pieces.flatMap { piece in
                ParseDiagnosticsGenerator.diagnostics(for: piece.tree).map { diagnostic(from: $0, offset: base + piece.offset) }
            }
        }
        if !syntaxErrors.isEmpty {
            hasErrors = true
            loadDiagnostics += syntaxErrors
            return
        }
        let lowerer = Lowerer(program: program)
        pendingLoad = (lowerer, lowerer.lowerFiles(parsed, threads: threads), loadDiagnostics)
        // The diagnostics are made once, when the load ends; whether it has errors so far is all that is needed now.
        hasErrors = loadDiagnostics.contains { $0.severity == .error } || lowerer.faults.contains { $0.severity == .error }
        // Code whose declarations have errors does not run: nothing to do meanwhile.
        if hasErrors { finishLoading() }
    }

    /// Writes `print` output, held back while the file is loading.
    func write(_ text: String) {
        if isLoading { heldOutput.append(text) } else { output(text) }
    }

    /// Lowers the body of `function` before it runs, when the load has not yet; a body with an error does not run.
    func lowerBeforeRunning(_ function: FunctionDecl, at position: SourcePosition) throws {
        guard let bodies = pendingLoad?.bodies, bodies.lowerBeforeRunning(function) else {
            throw Fault(.invalid(Self.fileHasErrors), at: position)
        }
    }

    static let fileHasErrors = "the scene file has errors; nothing in it runs until they are fixed"

    /// Whether the last load reported errors (and so nothing may run).
    public private(set) var hasErrors = false

    /// The text of the line `location` is on, in its file, without its line break.
    public func sourceLine(at location: SourceLocation) -> String? {
        evaluator.program.sourceLine(at: location)
    }

    /// swift-syntax's diagnostic for a piece of a file that starts at position `offset`.
    private func diagnostic(from diagnostic: SwiftDiagnostics.Diagnostic, offset: Int) -> Diagnostic {
        let program = evaluator.program
        let location = program.location(of: offset + diagnostic.position.utf8Offset)
        let severity: Diagnostic.Severity = switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
        let notes = diagnostic.notes.map { note in
            let noteLocation = program.location(of: offset + note.position.utf8Offset)
            return Diagnostic.Note(message: note.message, location: noteLocation, sourceLine: program.sourceLine(at: noteLocation))
        }
        return Diagnostic(
            severity: severity, message: diagnostic.message, location: location, sourceLine: program.sourceLine(at: location), notes: notes
        )
    }
}

/// What the interpreter asks for when it creates the storage of a `@State` property.
public struct StateBoxRequest {
    public let typeName: String
    public let propertyName: String
    public let initialValue: Value
}
