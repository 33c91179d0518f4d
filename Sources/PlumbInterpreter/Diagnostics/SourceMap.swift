/// The files of a load laid end to end in one space of positions: a file's UTF-8 offsets start at its ``File/base``,
/// one past the end of the file before it, so a position alone says which file and where in it (lowered syntax keeps
/// only positions).
struct SourceMap {
    struct File {
        let path: String
        let module: String
        /// Where the file's offsets start among all the files'.
        let base: Int
        let lines: LineTable
    }

    let files: [File]
    /// The module whose `internal` declarations every file sees: the last file's (a load lists a module's
    /// dependencies before it).
    let mainModule: String
    /// The names of the files' modules, each once (none for files of no named module).
    let moduleNames: [String]
    /// The files' later texts, after reloads that lowered an edited file's bodies again in place.
    let revisions: SourceRevisions

    init(_ sources: [SourceFile]) {
        var base = 0
        files = sources.map { source in
            defer { base += source.text.utf8.count + 1 }
            return File(path: source.path, module: source.module, base: base, lines: LineTable(source.text))
        }
        mainModule = sources.last?.module ?? ""
        var seen: Set<String> = []
        moduleNames = sources.map(\.module).filter { !$0.isEmpty && seen.insert($0).inserted }
        revisions = SourceRevisions(nextBase: base)
    }

    /// The index of the file a position is in.
    func fileIndex(of position: SourcePosition) -> Int {
        revisions.file(of: position) ?? loadedFileIndex(of: position)
    }

    /// The index of the file a position of the load's own texts is in.
    private func loadedFileIndex(of position: SourcePosition) -> Int {
        guard files.count > 1 else { return 0 }
        var (low, high) = (0, files.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].base <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func location(of position: SourcePosition) -> SourceLocation {
        guard !files.isEmpty else { return SourceLocation(file: "", line: 1, column: 1) }
        if let (index, offset, lines) = revisions.locate(position, fileIndex: loadedFileIndex(of:), base: { files[$0].base }) {
            let (line, column) = lines.location(of: offset)
            return SourceLocation(file: files[index].path, line: line, column: column)
        }
        let file = files[fileIndex(of: position)]
        let (line, column) = file.lines.location(of: position - file.base)
        return SourceLocation(file: file.path, line: line, column: column)
    }

    /// The text of a 1-based line of the file at `path` (the first file when `path` is nil), without its line break.
    func sourceLine(_ line: Int, inFile path: String? = nil) -> String? {
        guard let index = path.map({ path in files.firstIndex { $0.path == path } }) ?? (files.isEmpty ? nil : 0) else { return nil }
        return (revisions.lines(of: index) ?? files[index].lines).text(ofLine: line)
    }
}
