import Foundation
import PlumbInterpreter

/// An old-style strings file (`Localizable.strings`): `"key" = "value";` pairs (a key alone, `"key";`, is its own
/// value; unquoted keys and values of letters, digits and `_.-` are allowed), `/* … */` and `//` comments, escapes
/// (`\n`, `\t`, `\r`, `\"`, `\\`, `\Uxxxx`), in UTF-8 or UTF-16 (with its byte-order mark, or found by its zero
/// bytes). A syntax error ends the reading: the pairs before it are kept, and the error is a warning at its place.
struct StringsFile {
    private(set) var entries: [String: String] = [:]
    private(set) var problem: Diagnostic?

    init(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            problem = Self.problem("cannot read the file", in: path, line: 1, column: 1)
            return
        }
        guard let text = Self.decode(data) else {
            problem = Self.problem("cannot read the file as UTF-8 or UTF-16 text", in: path, line: 1, column: 1)
            return
        }
        var reader = Reader(Array(text.unicodeScalars))
        do throws(Reader.Failure) {
            while try reader.skipSpaceAndComments() {
                let key = try reader.string()
                try reader.skipSpaceAndComments()
                if reader.take(";") { entries[key] = key; continue }
                guard reader.take("=") else { throw reader.error("expected '=' or ';' after the key \"\(key)\"") }
                try reader.skipSpaceAndComments()
                let value = try reader.string()
                try reader.skipSpaceAndComments()
                guard reader.take(";") else { throw reader.error("expected ';' after the value of \"\(key)\"") }
                entries[key] = value
            }
        } catch {
            problem = Self.problem(error.message, in: path, line: error.line, column: error.column)
        }
    }

    private static func problem(_ message: String, in path: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic(severity: .warning, message: "malformed strings file: \(message)", location: SourceLocation(file: path, line: line, column: column))
    }

    /// The file's text: UTF-16 when it starts with a byte-order mark or has zero bytes, else UTF-8 (a mark dropped).
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
        if data.contains(0) {
            let odd = stride(from: 1, to: data.count, by: 2).contains { data[data.startIndex + $0] == 0 }
            return String(data: data, encoding: odd ? .utf16LittleEndian : .utf16BigEndian)
        }
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}

/// Reads a strings file's tokens, counting lines and columns for its errors.
private struct Reader {
    struct Failure: Error {
        let message: String
        let line: Int
        let column: Int
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    func error(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// Takes `scalar` when it is next.
    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard next == scalar else { return false }
        advance()
        return true
    }

    /// Skips white space and comments; whether anything is left.
    @discardableResult
    mutating func skipSpaceAndComments() throws(Failure) -> Bool {
        while let scalar = next {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = error("unterminated comment")
                advance(); advance()
                while !(next == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    guard next != nil else { throw start }
                    advance()
                }
                advance(); advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while next != nil, next != "\n" { advance() }
            } else {
                return true
            }
        }
        return false
    }

    /// A quoted string with its escapes, or an unquoted word.
    mutating func string() throws(Failure) -> String {
        guard take("\"") else { return try word() }
        let start = Failure(message: "unterminated string", line: line, column: column - 1)
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = next else { throw start }
            advance()
            if scalar == "\"" { return String(text) }
            guard scalar == "\\" else { text.append(scalar); continue }
            guard let escaped = next else { throw start }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "U", "u":
                var digits = ""
                while digits.count < 4, let digit = next, digit.properties.isASCIIHexDigit { digits.unicodeScalars.append(digit); advance() }
                guard digits.count == 4, let value = UInt32(digits, radix: 16), let unicode = Unicode.Scalar(value) else {
                    throw error("expected four hexadecimal digits after \\\(escaped)")
                }
                text.append(unicode)
            default: text.append(escaped)
            }
        }
    }

    private mutating func word() throws(Failure) -> String {
        var text = String.UnicodeScalarView()
        while let scalar = next, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar) {
            text.append(scalar)
            advance()
        }
        guard !text.isEmpty else { throw error("expected a quoted string") }
        return String(text)
    }
}
