/// Where a Swift file can be cut into pieces that parse on their own: after a top-level declaration's closing
/// brace, found in the scan made before parsing (``SourceSurvey``).
///
/// A cut is only a candidate: ``ParsedSource`` parses the pieces and falls back to parsing the whole file
/// whenever a piece has a syntax error, so a construct the scan misreads (a regex literal holding a brace) costs
/// speed, never a different tree.
struct TopLevelSplitter {
    let text: UnsafeBufferPointer<UInt8>

    /// The cut that the code byte at `offset` makes, given the scanner that returned it: the offset starting the
    /// line after a line holding only `}` at column 0 at bracket depth 0, where the next line that is not blank or
    /// a comment starts a declaration (a letter, `@` or `#` at column 0). Comments between the brace and the
    /// declaration go with the declaration, as they do in a whole-file parse (its leading trivia).
    func cut(after offset: Int, _ scanner: CodeScanner) -> Int? {
        guard text[offset] == UInt8(ascii: "}"), scanner.depth == 0, !scanner.isInInterpolation,
              Self.isAtLineStart(text, offset), let lineEnd = Self.blankLineEnd(text, from: offset + 1) else { return nil }
        let next = lineEnd + 1
        return next < text.count && Self.startsDeclaration(text, after: next) ? next : nil
    }

    /// Whether `offset` is at column 0.
    private static func isAtLineStart(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        offset == 0 || text[offset - 1] == UInt8(ascii: "\n")
    }

    /// The line break ending the line from `offset` if the rest of the line is blank (spaces, tabs, `\r`).
    private static func blankLineEnd(_ text: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var end = offset
        while end < text.count {
            switch text[end] {
            case UInt8(ascii: "\n"): return end
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): end += 1
            default: return nil
            }
        }
        return nil
    }

    /// Whether the first line from `offset` on that is neither blank nor a `//` comment starts, at column 0,
    /// with a letter, `@` or `#`.
    private static func startsDeclaration(_ text: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        var index = offset
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            return byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "_")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
        return false
    }
}
