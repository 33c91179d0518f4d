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

    init(_ sources: [SourceFile]) {
        var base = 0
        files = sources.map { source in
            defer { base += source.text.utf8.count + 1 }
            return File(path: source.path, module: source.module, base: base, lines: LineTable(source.text))
        }
        mainModule = sources.last?.module ?? ""
    }

    /// The index of the file a position is in.
    func fileIndex(of position: SourcePosition) -> Int {
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
        let file = files[fileIndex(of: position)]
        let (line, column) = file.lines.location(of: position - file.base)
        return SourceLocation(file: file.path, line: line, column: column)
    }

    /// The text of a 1-based line of the file at `path` (the first file when `path` is nil), without its line break.
    func sourceLine(_ line: Int, inFile path: String? = nil) -> String? {
        let file = path.map { path in files.first { $0.path == path } } ?? files.first
        return file?.lines.text(ofLine: line)
    }
}
