extension Diagnostic {
    /// How many errors a list reports before it stops, as compilers stop (clang's `-ferror-limit` is 20 too): more
    /// are a flood from a few causes, and the first ones are those to fix.
    public static let errorLimit = 20
}

extension [Diagnostic] {
    /// The diagnostics as a check reports them: in source order — by file in `fileOrder` (other files after them, by
    /// path), then line and column, diagnostics at one place kept in their order —, each once, and stopping after
    /// `errorLimit` errors with a note at the first error left out that says how many were.
    public func reported(fileOrder: [String: Int] = [:], errorLimit: Int = Diagnostic.errorLimit) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        let unique = filter { seen.insert($0).inserted }
        let ordered = unique.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (fileX, fileY) = (fileOrder[x.file] ?? fileOrder.count, fileOrder[y.file] ?? fileOrder.count)
            if fileX != fileY { return fileX < fileY }
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
        var errors = 0
        for (index, diagnostic) in ordered.enumerated() where diagnostic.severity == .error {
            errors += 1
            guard errors > errorLimit else { continue }
            let left = ordered[index...].count { $0.severity == .error }
            let note = Diagnostic(
                severity: .note, message: "too many errors emitted, stopping now: \(left) more not shown (Plumb shows the first \(errorLimit))",
                location: diagnostic.location)
            return Array(ordered[..<index]) + [note]
        }
        return ordered
    }
}
