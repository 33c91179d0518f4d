/// The files of a load, parsed: a ``ParsedSource`` each, in the order given. A reload after a save reuses the parse
/// of each file whose text is unchanged as it is, and the unchanged declarations of an edited one; files are parsed
/// side by side on the machine's cores.
public struct ParsedModule: Sendable {
    let paths: [String]
    let files: [ParsedSource]
    /// The files (by index) whose text is not that of the parse reused: parsed again, whole or in part.
    let changedFiles: [Int]
    /// The load these parses made, when it had no errors: the next load of the same files may lower an edited
    /// file's bodies into it in place (``InPlaceReload``).
    var loaded: LoadedProgram?

    /// Files parsed already, with their paths.
    init(paths: [String], files: [ParsedSource]) {
        self.paths = paths
        self.files = files
        changedFiles = Array(files.indices)
    }

    init(_ sources: [SourceFile], reusing previous: ParsedModule? = nil) {
        paths = sources.map(\.path)
        var earlier: [String: ParsedSource] = [:]
        if let previous { for (path, file) in zip(previous.paths, previous.files) { earlier[path] = file } }
        var parsed = sources.map { ParsedSource.unchanged(earlier[$0.path], text: $0.text) }
        changedFiles = parsed.indices.filter { parsed[$0] == nil }
        // Longest first: the workers then end their shares close together, on short files.
        let missing = changedFiles.sorted { sources[$0].text.utf8.count > sources[$1].text.utf8.count }
        // Several files are the parallel work: each file's pieces are then parsed on its worker, not on helpers of
        // their own (threads beyond the cores, each waited for). One file's pieces are parsed side by side.
        let pieceWorkers = missing.count > 1 ? 1 : Parallel.cores
        parsed.withUnsafeMutableBufferPointer { parsed in
            let results = parsed
            Parallel.forEach(missing.count) { _, index in
                let source = sources[missing[index]]
                results[missing[index]] = ParsedSource(source.text, reusing: earlier[source.path], workers: pieceWorkers)
            }
        }
        files = parsed.map { $0! }
    }

    /// How many pieces (a whole file or declarations of it) were taken from the parse this one reused.
    public var reusedPieceCount: Int { files.reduce(0) { $0 + $1.reusedPieceCount } }

    /// How many pieces there are in all.
    public var pieceCount: Int { files.reduce(0) { $0 + $1.pieces.count } }
}
