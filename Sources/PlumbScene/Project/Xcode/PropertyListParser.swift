import PlumbInterpreter

/// Parses an old-style property list: `{ key = value; … }`, `( value, … )`, strings quoted (with `\n`, `\t`, `\"`,
/// `\\`, `\Uxxxx` escapes) or bare (letters, digits and `_$+-./:`), `<hex data>`, and `/* */` and `//` comments.
/// A syntax error is thrown at its line and column.
struct PropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    /// A place in the text: the byte, its line, and where the line starts.
    private struct Position {
        var index = 0
        var line = 1
        var lineStart = 0
    }

    private var position = Position()
    /// How many dictionaries and arrays enclose the value being read; past ``maximumDepth`` the text is an error
    /// rather than a stack overflow (Xcode's own nest a handful deep).
    private var depth = 0
    private static let maximumDepth = 256
    private var index: Int { position.index }

    /// The value of the property list text `source`, errors located in `file`.
    static func parse(_ source: String, file: String) throws(ProjectError) -> PropertyList {
        var parser = PropertyListParser(bytes: Array(source.utf8), file: file)
        let value = try parser.value()
        parser.skipSpaceAndComments()
        guard parser.index == parser.bytes.count else { throw parser.error("expected the end of the file after the top-level value") }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value() throws(ProjectError) -> PropertyList {
        skipSpaceAndComments()
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
            depth += 1
            defer { depth -= 1 }
            return current == UInt8(ascii: "{") ? try dictionary() : try array()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
        case UInt8(ascii: "<"): return .string(try data())
        case let byte? where Self.isBare(byte): return .string(bare())
        case nil: throw error("expected a value, found the end of the file")
        case let byte?: throw error("expected a value, found '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func dictionary() throws(ProjectError) -> PropertyList {
        advance()
        var entries: [String: PropertyList] = [:]
        while true {
            skipSpaceAndComments()
            if current == UInt8(ascii: "}") {
                advance()
                return .dictionary(entries)
            }
            guard case .string(let key) = try value() else { throw error("expected a string key in a dictionary") }
            try expect("=", "after the key '\(key)'")
            entries[key] = try value()
            try expect(";", "after the value of '\(key)'")
        }
    }

    private mutating func array() throws(ProjectError) -> PropertyList {
        advance()
        var items: [PropertyList] = []
        while true {
            skipSpaceAndComments()
            if current == UInt8(ascii: ")") {
                advance()
                return .array(items)
            }
            items.append(try value())
            skipSpaceAndComments()
            if current == UInt8(ascii: ",") { advance() } else if current != UInt8(ascii: ")") { throw error("expected ',' or ')' in an array") }
        }
    }

    private mutating func quoted() throws(ProjectError) -> String {
        let quote = current
        let start = position
        advance()
        var scalars = String.UnicodeScalarView()
        var text: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: text, as: UTF8.self).unicodeScalars)
            text.removeAll()
        }
        while let byte = current, byte != quote {
            advance()
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escaped = current else { throw error("unterminated string", at: start) }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): text.append(10)
            case UInt8(ascii: "t"): text.append(9)
            case UInt8(ascii: "r"): text.append(13)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                let digits = bytes[index..<min(index + 4, bytes.count)]
                guard digits.count == 4, let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw error("expected four hexadecimal digits after '\\U'")
                }
                (0..<4).forEach { _ in advance() }
                flush()
                scalars.append(scalar)
            default: text.append(escaped)
            }
        }
        guard current != nil else { throw error("unterminated string", at: start) }
        advance()
        flush()
        return String(scalars)
    }

    private mutating func data() throws(ProjectError) -> String {
        let start = position
        while let byte = current, byte != UInt8(ascii: ">") { advance() }
        guard current != nil else { throw error("unterminated data", at: start) }
        advance()
        return String(decoding: bytes[start.index..<index], as: UTF8.self)
    }

    private mutating func bare() -> String {
        let from = index
        while let byte = current, Self.isBare(byte) { advance() }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "_$+-./:".utf8.contains(byte)
        }
    }

    private mutating func expect(_ token: Character, _ context: String) throws(ProjectError) {
        skipSpaceAndComments()
        guard let byte = current, byte == token.asciiValue else { throw error("expected '\(token)' \(context)") }
        advance()
    }

    private mutating func skipSpaceAndComments() {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                advance(2)
                while current != nil, !(current == UInt8(ascii: "*") && next == UInt8(ascii: "/")) { advance() }
                advance(2)
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while let byte = current, byte != UInt8(ascii: "\n") { advance() }
            } else {
                return
            }
        }
    }

    private var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                position.line += 1
                position.lineStart = index + 1
            }
            position.index += 1
        }
    }

    /// An error at `place` (by default the current one), with its line for the caret display.
    private func error(_ message: String, at place: Position? = nil) -> ProjectError {
        let place = place ?? position
        let lineEnd = bytes[place.lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let location = SourceLocation(file: file, line: place.line, column: place.index - place.lineStart + 1)
        let sourceLine = String(decoding: bytes[place.lineStart..<lineEnd], as: UTF8.self)
        return ProjectError(diagnostic: Diagnostic(severity: .error, message: message, location: location, sourceLine: sourceLine))
    }
}
