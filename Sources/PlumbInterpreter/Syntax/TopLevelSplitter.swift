/// Where a Swift file can be cut into pieces that parse on their own: after a top-level declaration's closing
/// brace. A cheap scan of the bytes that follows brackets, comments and string literals (with interpolations,
/// multi-line and raw strings) — no tokens, no allocation beyond the result.
///
/// A cut is only a candidate: ``ParsedSource`` parses the pieces and falls back to parsing the whole file
/// whenever a piece has a syntax error, so a construct the scan misreads (a regex literal holding a brace) costs
/// speed, never a different tree.
enum TopLevelSplitter {
    /// Byte offsets that start a line right after a line holding only `}` at column 0 at bracket depth 0, where
    /// the next line that is not blank or a comment starts a declaration (a letter, `@` or `#` at column 0).
    /// Comments between the brace and the declaration go with the declaration, as they do in a whole-file parse
    /// (its leading trivia).
    static func cuts(in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        var scanner = Scanner(text: text)
        var cuts: [Int] = []
        while let lineEnd = scanner.nextTopLevelClosingLine() {
            let next = lineEnd + 1
            if next < text.count, startsDeclaration(text, after: next) { cuts.append(next) }
        }
        return cuts
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

/// The byte scanner: code (bracket depth), comments, and string literals with their interpolations.
private struct Scanner {
    let text: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Open brackets of the code being scanned.
    var depth = 0
    /// String literals whose interpolation the scan is inside, innermost last: each one's delimiter and the
    /// bracket depth at which its interpolation closes.
    var strings: [(delimiter: StringDelimiter, depth: Int)] = []

    init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

    /// Scans on to the end of the next line that is `}` alone at column 0 and leaves the code at depth 0 (outside
    /// any string); returns the offset of its line break, or nil at the end of the text.
    mutating func nextTopLevelClosingLine() -> Int? {
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let delimiter = StringDelimiter(text, at: index) {
                    index += delimiter.openingLength
                    if scanString(delimiter) { continue }
                    return nil
                }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                index += 1
                if let innermost = strings.last, depth == innermost.depth {
                    // The interpolation's `)`: back inside its string.
                    strings.removeLast()
                    if !scanString(innermost.delimiter) { return nil }
                    continue
                }
                if byte == UInt8(ascii: "}"), depth == 0, strings.isEmpty, isAloneOnLine(closingAt: index - 1),
                   let lineEnd = lineEnd(from: index) {
                    index = lineEnd + 1
                    return lineEnd
                }
            default:
                index += 1
            }
        }
        return nil
    }

    /// Scans a string literal's contents from `index`; returns true after its closing delimiter or on entering an
    /// interpolation (the scan goes on in code), false at the end of the text.
    private mutating func scanString(_ delimiter: StringDelimiter) -> Bool {
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), delimiter.hashes(after: index + 1, in: text) {
                index += 1 + delimiter.hashCount
                if index < text.count, text[index] == UInt8(ascii: "(") {
                    strings.append((delimiter, depth))
                    depth += 1
                    index += 1
                    return true
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n"), !delimiter.isMultiline {
                // An unterminated single-line string ends at its line (the parser will say so).
                return true
            }
            if let closing = delimiter.closingLength(text, at: index) {
                index += closing
                return true
            }
            index += 1
        }
        return false
    }

    private mutating func skipLineComment() {
        while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// Skips `/* … */`, which nests in Swift.
    private mutating func skipBlockComment() {
        var nesting = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if text[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    private func peek(_ distance: Int) -> UInt8? {
        index + distance < text.count ? text[index + distance] : nil
    }

    /// Whether the `}` at `offset` is at column 0.
    private func isAloneOnLine(closingAt offset: Int) -> Bool {
        offset == 0 || text[offset - 1] == UInt8(ascii: "\n")
    }

    /// The line break ending the line from `offset` if the rest of the line is blank (spaces, tabs, `\r`).
    private func lineEnd(from offset: Int) -> Int? {
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
}

/// How a string literal is delimited: `"`, `"""`, and raw strings' `#"`…`"#` with any number of `#`.
private struct StringDelimiter {
    let hashCount: Int
    let isMultiline: Bool

    /// The delimiter opening a string at `offset`, or nil if no string starts there (a `#` of `#Preview`).
    init?(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) {
        var index = offset
        while index < text.count, text[index] == UInt8(ascii: "#") { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "\"") else { return nil }
        hashCount = index - offset
        isMultiline = index + 2 < text.count && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"")
    }

    var openingLength: Int { hashCount + (isMultiline ? 3 : 1) }

    /// Whether `hashCount` `#`s follow at `offset` (what makes a backslash an escape in a raw string).
    func hashes(after offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + hashCount <= text.count else { return false }
        for index in offset..<offset + hashCount where text[index] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The length of the closing delimiter at `offset`, or nil if the string does not close there.
    func closingLength(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let quotes = isMultiline ? 3 : 1
        guard offset + quotes + hashCount <= text.count else { return nil }
        for index in offset..<offset + quotes where text[index] != UInt8(ascii: "\"") { return nil }
        return hashes(after: offset + quotes, in: text) ? quotes + hashCount : nil
    }
}
