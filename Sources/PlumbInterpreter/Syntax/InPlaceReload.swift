@_spi(RawSyntax) import SwiftSyntax

/// A save that changed only bodies of one file, reloaded in place: the kept program (``LoadedProgram``) stays, with
/// every declaration and every other body as they were, and only the edited file's bodies whose text changed are
/// lowered again, into the functions they belong to. A save in a module of many files then costs about what the file
/// alone costs.
///
/// It applies when exactly one file's text changed, the last load reported nothing in that file, the file parses
/// without a syntax error, its declarations are the same token for token (``SkeletonComparison``: bodies of
/// functions, accessors and previews may change; trivia may change anywhere) and the new bodies lower without a
/// fault. The new bodies are lowered under the program's evaluation lock, so a document still showing the program
/// never runs half of them; when one reports anything, every changed function is put back as it was and the files
/// are loaded from scratch, which reports it as any load does. Positions of the new text get a space of their own
/// (``SourceRevisions``), and the kept positions of the file are located through where its text moved.
enum InPlaceReload {
    /// In-place reloads of one file before its next load from scratch: each keeps the bodies it replaced and a
    /// version of the file's text, for code of the earlier versions still running.
    static let maximumVersions = 16

    /// The kept load, changed in place to the one `files` (parsed as `parsed`, from `previous`) make; nil when a load
    /// from scratch is needed.
    static func apply(previous: ParsedModule, files: [SourceFile], parsed: ParsedModule, library: NativeLibrary, unloadedModules: Set<String>) -> LoadedProgram? {
        guard let loaded = previous.loaded, let file = editedFile(of: loaded, files: files, parsed: parsed, previous: previous),
              loaded.program.library === library, loaded.program.unloadedModules == unloadedModules else { return nil }
        let program = loaded.program
        program.evaluationLock.lock()
        defer { program.evaluationLock.unlock() }
        let revisions = program.sourceMap.revisions
        let current = loaded.statements[file] ?? []
        let bodies = program.statementBodies[file] ?? []
        guard program.revision == loaded.revision, revisions.versionCount(of: file) < maximumVersions, current.count == bodies.count,
              let comparison = SkeletonComparison.compare(
                  old: previous.files[file], oldText: loaded.files[file].text, new: parsed.files[file], newText: files[file].text,
                  opaque: Set(current.map(\.raw.id))
              ) else { return nil }

        let changed = bodies.indices.filter { comparison.changedBodies.contains(current[$0].raw.id) }
        let saved = changed.map { SavedBody(bodies[$0].function) }
        let base = revisions.nextBase
        revisions.revise(file: file, text: files[file].text, shift: comparison.shift)
        let lowerer = Lowerer(program: program, source: LoweredSource(pieces: parsed.files[file].pieces.map { LoweredSource.Piece(Syntax($0.tree), offset: base + $0.offset) }))
        for index in changed {
            lowerer.revisedStatements[bodies[index].statements!.raw.id] = comparison.bodies[current[index].raw.id]
        }
        let faults = PendingBodies(changed.map { bodies[$0] }, lowerer: lowerer, threads: LoweringThreads(workers: 1)).finish()
        guard faults.isEmpty else {
            saved.forEach { $0.restore() }
            revisions.withdraw(file: file)
            return nil
        }
        program.functionDecls += lowerer.declaredFunctions
        program.revision += 1
        var statements = loaded.statements
        statements[file] = current.map { comparison.bodies[$0.raw.id] ?? $0 }
        return LoadedProgram(program: program, files: files, diagnostics: loaded.diagnostics, statements: statements, revision: program.revision)
    }

    /// The one file whose text changed, when it parsed cleanly and the kept load reported nothing in it.
    private static func editedFile(of loaded: LoadedProgram, files: [SourceFile], parsed: ParsedModule, previous: ParsedModule) -> Int? {
        guard loaded.files.count == files.count, parsed.files.count == files.count, previous.files.count == files.count,
              zip(loaded.files, files).allSatisfy({ $0.path == $1.path && $0.module == $1.module }) else { return nil }
        // The parse compared each file's text with the kept load's already (its parse is the one reused).
        guard parsed.changedFiles.count == 1, let file = parsed.changedFiles.first else { return nil }
        let path = files[file].path
        let source = parsed.files[file]
        guard source.refusal == nil, source.curlyQuoteOffset(in: files[file].text) == nil,
              !source.pieces.contains(where: { $0.tree.hasError || $0.tree.hasWarning }),
              !loaded.diagnostics.contains(where: { $0.location.file == path || $0.notes.contains { $0.location?.file == path } })
        else { return nil }
        return file
    }
}

/// What lowering a body sets in its function, kept to be put back when the body's new text does not lower.
private struct SavedBody {
    let function: FunctionDecl
    let body: Block
    let frameSize: Int
    let parameterSlots: [Int]
    let genericBindings: [GenericBinding]
    let builder: (any ResultBuilder)?

    init(_ function: FunctionDecl) {
        self.function = function
        body = function.body
        frameSize = function.frameSize
        parameterSlots = function.parameterSlots
        genericBindings = function.genericBindings
        builder = function.builder
    }

    func restore() {
        function.body = body
        function.frameSize = frameSize
        function.parameterSlots = parameterSlots
        function.genericBindings = genericBindings
        function.builder = builder
        function.awaitsBody.store(false, ordering: .releasing)
    }
}
