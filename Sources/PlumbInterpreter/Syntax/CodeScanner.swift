/// A byte scanner of Swift source that steps over comments and the text of string literals (single-line,
/// multi-line and raw, entering their interpolations as code) and keeps the depth of open brackets: what the cheap
/// checks made before parsing need (``SourceSurvey``). No tokens, no allocation
/// beyond the interpolation stack.
struct CodeScanner {
    let text: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Open brackets — `(`, `[` and `{` alike — of the code scanned so far, counting a byte returned by
    /// ``nextCodeByte()``.
    private(set) var depth = 0
    /// String literals whose interpolation the scan is inside, innermost last: each one's delimiter and the
    /// bracket depth at which its interpolation closes.
    private var strings: [(delimiter: StringDelimiter, depth: Int)] = []

    init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

    /// Whether the scan is inside a string literal's interpolation.
    var isInInterpolation: Bool { !strings.isEmpty }

    /// The offset of the next byte of code — outside comments and string literals' text — or nil at the end of the
    /// text. An interpolation's closing `)` is not code of its own: the scan goes back into the string.
    mutating func nextCodeByte() -> Int? {
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if let delimiter = StringDelimiter(text, at: index) {
                    index += delimiter.openingLength
                    if scanString(delimiter) { continue }
                    return nil
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if let innermost = strings.last, depth == innermost.depth {
                    strings.removeLast()
                    index += 1
                    if scanString(innermost.delimiter) { continue }
                    return nil
                }
            default:
                break
            }
            index += 1
            return index - 1
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
