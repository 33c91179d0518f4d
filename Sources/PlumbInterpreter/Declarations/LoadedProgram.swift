@_spi(RawSyntax) import SwiftSyntax

/// A load that ended without errors, kept with its parse (``ParsedModule/loaded``) for the next load of the same
/// files: when the only change is in bodies of one file, that load lowers those bodies again into this program in
/// place (``InPlaceReload``) instead of indexing and lowering every file again.
///
/// `@unchecked Sendable`: what this holds never changes, and its program changes only in an in-place reload, under
/// the program's evaluation lock, which every evaluation session holds too.
public final class LoadedProgram: @unchecked Sendable {
    let program: Program
    /// The files as loaded.
    let files: [SourceFile]
    /// The load's diagnostics (warnings only).
    let diagnostics: [Diagnostic]
    /// The statements of each file's bodies (``Program/statementBodies``, in their order) in this load's parse.
    let statements: [Int: [RawCodeBlockItemListSyntax]]
    /// The program's ``Program/revision`` this load describes: a later in-place reload makes it stale.
    let revision: Int

    init(program: Program, files: [SourceFile], diagnostics: [Diagnostic], statements: [Int: [RawCodeBlockItemListSyntax]], revision: Int) {
        self.program = program
        self.files = files
        self.diagnostics = diagnostics
        self.statements = statements
        self.revision = revision
    }

    /// A load just ended without errors, as its program's bodies came from the parse.
    convenience init(program: Program, files: [SourceFile], diagnostics: [Diagnostic]) {
        let statements = program.statementBodies.mapValues { bodies in bodies.map { $0.statements! } }
        self.init(program: program, files: files, diagnostics: diagnostics, statements: statements, revision: program.revision)
    }
}
