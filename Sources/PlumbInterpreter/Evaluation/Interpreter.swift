import Foundation
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Runs a scene file. Load it once, then ask for its entry point and evaluate views, call closures and methods,
/// read and write properties — every public entry point throws ``InterpreterError`` located in the file.
///
/// ```swift
/// let interpreter = Interpreter(library: library)
/// let diagnostics = interpreter.load(source: text, file: "Scene.swift")
/// guard !diagnostics.contains(where: { $0.severity == .error }) else { … }
/// let root = try interpreter.evaluate(try interpreter.entryPoint())
/// ```
public final class Interpreter {
    public let library: NativeLibrary
    public var limits: Limits
    /// Stops evaluation at the next budget check once raised (from any thread).
    public var cancellation: Cancellation?
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
    var program: Program
    /// Counted on every call and step. The budget, the initializer cache and the native call position are only
    /// read and written in place, never across a call that could reach them again, so their accesses go unchecked
    /// at run time (the compiler still checks them statically).
    @exclusivity(unchecked) var budget = BudgetState()
    /// The initializers of the types constructed so far, as callees; the loaded file's extensions add to them.
    @exclusivity(unchecked) var initializerCache: [ObjectIdentifier: [Callee]] = [:]
    /// The type an implicit member with no contextual type is found in, by name and the scope it is written in
    /// (``onlyTypeDeclaring(_:near:)``): worked out once per loaded file, as the types it searches do not change.
    var implicitMemberBases: [ImplicitMemberKey: TypeRef?] = [:]
    /// The types whose initializers are running, innermost last: their properties' observers do not run there.
    var typesBeingInitialized: [ObjectIdentifier] = []
    /// The type the call being made is expected to give (a typed `let`'s, a parameter's), from which a generic
    /// function whose result is its generic parameter learns what that stands for (``GenericBinding``).
    var expectedCallResult: TypeRef?
    /// What the scene's code saved in `UserDefaults` since it loaded.
    var userDefaults: [String: Value] = [:]
    /// The observed properties whose `willSet`/`didSet` are running, by type and index: their own writes do not
    /// run them again.
    var propertiesBeingObserved: [ObservedProperty] = []
    /// Where the native call running now was made; embedder calls back into the interpreter report there.
    @exclusivity(unchecked) var nativeCallPosition: SourcePosition = 0
    private var sessionDepth = 0
    /// The load under way (``startLoading(files:reusing:)``): its lowerer, the bodies being lowered, and the
    /// diagnostics about the text as pasted.
    private var pendingLoad: (lowerer: Lowerer, bodies: PendingBodies, pasted: [Diagnostic])?
    private var loadDiagnostics: [Diagnostic] = []
    /// `print` output of code run while the file was loading.
    private var heldOutput: [String] = []
    /// How many `UUID()`s this solve has made: they are numbered, starting again at each entry point evaluation.
    var uuidsMade = 0
    /// The random numbers this solve draws, from the same seed at each entry point evaluation.
    var random = SceneRandom()
    /// The frames closures captured, emptied when the interpreter goes.
    var capturedFrames = CapturedFrames()

    public init(library: NativeLibrary = NativeLibrary(), limits: Limits = Limits()) {
        self.library = library
        self.limits = limits
        library.prepare()
        program = Program(sources: [], library: library)
    }

    /// A load still under way ends here: its helpers must not outlive what they lower for, and the program must
    /// know all its functions to be released.
    deinit {
        if let (lowerer, bodies, _) = pendingLoad { lowerer.finishBodies(bodies) }
        capturedFrames.release()
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
        program = loaded.program
        parsedModule = parsed
        parsedModule?.loaded = loaded
        initializerCache.removeAll()
        implicitMemberBases.removeAll()
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
        program = Program(sources: files, library: library)
        program.isEmbedderMemberName = embedderStaticMembers?.isName
        program.unloadedModules = unloadedModules
        initializerCache.removeAll()
        implicitMemberBases.removeAll()
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

    /// The place in the loaded files of a position.
    func location(of position: SourcePosition) -> SourceLocation {
        program.location(of: position)
    }

    /// The text of the line `location` is on, in its file, without its line break.
    public func sourceLine(at location: SourceLocation) -> String? {
        program.sourceLine(at: location)
    }

    /// swift-syntax's diagnostic for a piece of a file that starts at position `offset`.
    private func diagnostic(from diagnostic: SwiftDiagnostics.Diagnostic, offset: Int) -> Diagnostic {
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

    // MARK: Budget sessions

    /// Runs `body` as one budget session: the step, value and time budgets are shared by everything inside.
    /// Every public entry point opens a session of its own unless one is open already. Nothing runs after a load
    /// that reported errors.
    public func withBudget<T>(_ body: () throws -> T) throws -> T {
        if hasErrors { throw error(from: Fault(.invalid(Self.fileHasErrors), at: 0)) }
        // The program may be another document's too, which an in-place reload changes (``InPlaceReload``).
        let lock = sessionDepth == 0 ? program.evaluationLock : nil
        lock?.lock()
        if sessionDepth == 0 { budget.start(limits) }
        sessionDepth += 1
        defer {
            sessionDepth -= 1
            lock?.unlock()
        }
        do {
            return try body()
        } catch let fault as Fault {
            throw error(from: fault)
        }
    }

    func error(from fault: Fault) -> InterpreterError {
        InterpreterError(kind: fault.kind, diagnostic: program.diagnostic(fault))
    }

    /// Counts one step; throws when the step or time budget is exhausted.
    @inline(__always)
    func tick(_ position: SourcePosition) throws {
        budget.steps &+= 1
        if budget.steps & 0x3FFF == 0 { try checkBudget(position) }
    }

    private func checkBudget(_ position: SourcePosition) throws {
        if cancellation?.isCancelled == true { throw Fault(.cancelled, at: position) }
        if budget.steps > limits.steps { throw Fault(.stepBudgetExhausted(limit: limits.steps), at: position) }
        try checkDeadline(position)
    }

    func checkDeadline(_ position: SourcePosition) throws {
        if DispatchTime.now().uptimeNanoseconds > budget.deadline {
            throw Fault(.timeBudgetExhausted(seconds: limits.seconds), at: position)
        }
    }

    /// Accounts for a collection of `count` new elements.
    func allocate(_ count: Int, at position: SourcePosition) throws {
        if count > limits.collectionSize { throw Fault(.collectionTooLarge(count: count, limit: limits.collectionSize), at: position) }
        try allocate(bytes: count * MemoryLayout<Value>.stride, at: position)
    }

    func enterCall(at position: SourcePosition) throws {
        budget.depth += 1
        if budget.depth > limits.callDepth || isNativeStackExhausted {
            budget.depth -= 1
            throw Fault(.callDepthExceeded(limit: limits.callDepth), at: position)
        }
        try tick(position)
    }

    /// Throws before an operator's operands are evaluated when the native stack is nearly used up: operators nest
    /// without calls (`1 + 1 + … + 1`, folded, is as deep as it is long), and a hundred thousand of them overflowed it.
    /// Its floor is half way into the calls' reserve, so runaway recursion through calls is reported as such.
    func enterOperator(at position: SourcePosition) throws {
        let half = limits.stackReserve / 2
        if budget.stackFloor != 0, NativeStack.isExhausted(floor: budget.stackFloor &- UInt(half), reserve: half) {
            throw Fault(.expressionTooDeep, at: position)
        }
    }

    private var isNativeStackExhausted: Bool {
        budget.stackFloor != 0 && NativeStack.isExhausted(floor: budget.stackFloor, reserve: limits.stackReserve)
    }

    func leaveCall() {
        budget.depth -= 1
    }
}

/// What the interpreter asks for when it creates the storage of a `@State` property.
public struct StateBoxRequest {
    public let typeName: String
    public let propertyName: String
    public let initialValue: Value
}

/// Thrown by a `nil` link of an optional chain, caught where the chain ends.
struct OptionalChainEnded: Error {}

/// A stored property of a type, as ``Interpreter/propertiesBeingObserved`` lists it.
struct ObservedProperty: Equatable {
    let type: ObjectIdentifier
    let index: Int
}
