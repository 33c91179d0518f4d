/// The files of a load, parsed: a ``ParsedSource`` each, in the order given. A reload after a save reuses the parse
/// of each file whose text is unchanged as it is, and the unchanged declarations of an edited one; files are parsed
/// side by side on the machine's cores.
public struct ParsedModule: Sendable {
    let paths: [String]
    let files: [ParsedSource]
    /// The load these parses made, when it had no errors: the next load of the same files may lower an edited
    /// file's bodies into it in place (``InPlaceReload``).
    var loaded: LoadedProgram?

    /// Files parsed already, with their paths.
    init(paths: [String], files: [ParsedSource]) {
        self.paths = paths
        self.files = files
    }

    init(_ sources: [SourceFile], reusing previous: ParsedModule? = nil) {
        paths = sources.map(\.path)
        var earlier: [String: ParsedSource] = [:]
        if let previous { for (path, file) in zip(previous.paths, previous.files) { earlier[path] = file } }
        guard sources.count > 1 else {
            files = sources.map { ParsedSource.parse($0.text, reusing: earlier[$0.path]) }
            return
        }
        var parsed = sources.map { ParsedSource.unchanged(earlier[$0.path], text: $0.text) }
        let missing = parsed.indices.filter { parsed[$0] == nil }
        parsed.withUnsafeMutableBufferPointer { parsed in
            let results = parsed
            Parallel.forEach(missing.count) { _, index in
                let source = sources[missing[index]]
                // The files are the parallel work: a file's pieces are parsed on its worker, not on helpers of their
                // own (threads beyond the cores, each waited for).
                results[missing[index]] = ParsedSource(source.text, reusing: earlier[source.path], workers: 1)
            }
        }
        files = parsed.map { $0! }
    }

    /// How many pieces (a whole file or declarations of it) were taken from the parse this one reused.
    public var reusedPieceCount: Int { files.reduce(0) { $0 + $1.reusedPieceCount } }

    /// How many pieces there are in all.
    public var pieceCount: Int { files.reduce(0) { $0 + $1.pieces.count } }
}
