import Foundation

/// A JSON document as `JSONDecoder` reads it and `JSONEncoder` writes it (RFC 8259): objects keep their keys in order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or exponent that fits an `Int`.
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public let key: String
        public let value: JSONValue
    }

    /// The value of `key` in an object (the last, if the key repeats); nil for a missing key or a non-object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value of `key` in an object; with `convertingFromSnakeCase`, the object's keys are read as
    /// `.convertFromSnakeCase` reads them (`first_name` is `firstName`) — for synthesized and own `init(from:)` alike.
    func value(forKey key: String, convertingFromSnakeCase: Bool) -> JSONValue? {
        guard convertingFromSnakeCase, case .object(let members) = self else { return self[key] }
        return members.last { $0.key.camelCasedFromSnakeCase == key }?.value
    }

    /// What the JSON is, in the words of Swift's `DecodingError`s ("Expected to decode Int but found a string").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int, .double: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

extension JSONValue {
    /// Why a text is no JSON document, at which byte.
    struct SyntaxError: Error {
        let offset: Int
    }

    /// Reads a UTF-8 JSON document; throws ``SyntaxError`` where it stops being one.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var reader = Reader(bytes: bytes)
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw SyntaxError(offset: reader.index) }
        return value
    }

    /// The document as text: compact, or pretty-printed as Foundation's `JSONEncoder` does (two spaces, `"key" : value`),
    /// keys in order or sorted; `/` escaped unless `escapesSlashes` is false.
    func serialized(pretty: Bool = false, sortedKeys: Bool = false, escapesSlashes: Bool = true, indent: Int = 0) -> String {
        switch self {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .int(let int): return String(int)
        case .double(let double):
            if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
            return String(double)
        case .string(let string): return string.jsonLiteral(escapingSlashes: escapesSlashes)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let inner = elements.map { $0.serialized(pretty: pretty, sortedKeys: sortedKeys, escapesSlashes: escapesSlashes, indent: indent + 2) }
            return Self.bracketed("[", inner, "]", pretty: pretty, indent: indent)
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            let inner = ordered.map {
                $0.key.jsonLiteral(escapingSlashes: escapesSlashes) + (pretty ? " : " : ":")
                    + $0.value.serialized(pretty: pretty, sortedKeys: sortedKeys, escapesSlashes: escapesSlashes, indent: indent + 2)
            }
            return Self.bracketed("{", inner, "}", pretty: pretty, indent: indent)
        }
    }

    private static func bracketed(_ open: String, _ inner: [String], _ close: String, pretty: Bool, indent: Int) -> String {
        guard pretty else { return open + inner.joined(separator: ",") + close }
        let padding = String(repeating: " ", count: indent + 2)
        return open + "\n" + inner.map { padding + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + close
    }
}

/// A recursive-descent reader of JSON text.
private struct Reader {
    let bytes: [UInt8]
    var index = 0
    /// How deep arrays and objects nest, bounded so that hostile input cannot exhaust the stack.
    var depth = 0

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func fail() -> JSONValue.SyntaxError { JSONValue.SyntaxError(offset: index) }

    mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { try $0.object() }
        case UInt8(ascii: "["): return try nested { try $0.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func nested(_ read: (inout Reader) throws -> JSONValue) throws -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 512 else { throw fail() }
        return try read(&self)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let text = Array(word.utf8)
        guard index + text.count <= bytes.count, Array(bytes[index..<(index + text.count)]) == text else { throw fail() }
        index += text.count
        return value
    }

    private mutating func object() throws -> JSONValue {
        var members: [JSONValue.Member] = []
        try sequence(closing: UInt8(ascii: "}")) { reader in
            reader.skipWhitespace()
            guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") else { throw reader.fail() }
            let key = try reader.string()
            reader.skipWhitespace()
            guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: ":") else { throw reader.fail() }
            reader.index += 1
            members.append(JSONValue.Member(key: key, value: try reader.value()))
        }
        return .object(members)
    }

    private mutating func array() throws -> JSONValue {
        var elements: [JSONValue] = []
        try sequence(closing: UInt8(ascii: "]")) { elements.append(try $0.value()) }
        return .array(elements)
    }

    /// Reads the comma-separated elements of an object or array, from its opening bracket to `closing`. One comma may
    /// follow the last element (`[1, 2,]`), as Foundation's parser allows, though the JSON grammar does not.
    private mutating func sequence(closing: UInt8, _ element: (inout Reader) throws -> Void) throws {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            index += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            guard index < bytes.count else { throw fail() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closing { break }
                continue
            }
            guard bytes[index] == closing else { throw fail() }
            break
        }
        index += 1
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        func flush(_ reader: Reader) { scalars.append(contentsOf: String(decoding: reader.bytes[start..<reader.index], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fail() }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(self)
            index += 1
            guard index < bytes.count else { throw fail() }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
            default: throw fail()
            }
            start = index
        }
        throw fail()
    }

    /// The scalar of `\uXXXX` (a surrogate pair's two escapes together), read after the `u`.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let start = index
            index += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
            // A lone high surrogate: its replacement, and the escape after it read on its own.
            index = start
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw fail()
        }
        index += 4
        return value
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        var isIntegral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                index += 1
            } else if [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte) {
                isIntegral = false
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isIntegral, let int = Int(text) { return .int(int) }
        guard let double = Double(text), double.isFinite, text.last.map({ $0.isNumber }) == true else {
            index = start
            throw fail()
        }
        return .double(double)
    }
}
