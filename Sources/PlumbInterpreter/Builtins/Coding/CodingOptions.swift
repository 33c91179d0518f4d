import Foundation

/// What a `JSONDecoder` or `JSONEncoder` was set to: its key and date strategies and, for an encoder, its output
/// formatting. A class: the coders are classes in Foundation, set through a `let`.
public final class CodingOptions {
    /// `.convertFromSnakeCase` / `.convertToSnakeCase`.
    public var convertsSnakeCase = false
    public var dateStrategy = DateCodingStrategy.deferredToDate
    public var prettyPrinted = false
    public var sortedKeys = false
    public var escapesSlashes = true

    public init() {}

    func copy() -> CodingOptions {
        let copy = CodingOptions()
        (copy.convertsSnakeCase, copy.dateStrategy) = (convertsSnakeCase, dateStrategy)
        (copy.prettyPrinted, copy.sortedKeys, copy.escapesSlashes) = (prettyPrinted, sortedKeys, escapesSlashes)
        return copy
    }
}

/// How dates are written in JSON: Foundation's default (seconds since 2001), seconds or milliseconds since 1970, ISO
/// 8601 text, or text in a `DateFormatter`'s format (`.formatted(formatter)`: how it reads and writes a date).
public enum DateCodingStrategy {
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
    case formatted(read: (String) -> Date?, write: (Date) -> String)
}

/// A value of a coder's strategy type (`.convertFromSnakeCase`, `.iso8601`, `.formatted(formatter)`): its name, and
/// how it sets a coder's options. The embedder makes those of its own types' (`DateFormatter`).
public struct CodingSetting {
    public let name: String
    public let apply: (CodingOptions) -> Void

    public init(_ name: String, apply: @escaping (CodingOptions) -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// How a native type the embedder registers reads itself from JSON and writes itself (`Date`, `URL`).
public struct NativeCoding {
    /// The value `json` stands for; nil when it is of the wrong kind (a type mismatch).
    public let decode: (_ json: JSONValue, _ options: CodingOptions) throws -> Value?
    /// The JSON for a value's payload.
    public let encode: (_ payload: Any, _ options: CodingOptions) -> JSONValue

    public init(
        decode: @escaping (_ json: JSONValue, _ options: CodingOptions) throws -> Value?,
        encode: @escaping (_ payload: Any, _ options: CodingOptions) -> JSONValue
    ) {
        self.decode = decode
        self.encode = encode
    }
}

extension String {
    /// `firstName` from `first_name`, as `.convertFromSnakeCase` reads keys (leading and trailing underscores kept).
    var camelCasedFromSnakeCase: String {
        guard contains("_") else { return self }
        let core = drop { $0 == "_" }
        let leading = prefix(count - core.count)
        let trimmed = core.reversed().drop { $0 == "_" }
        let trailing = core.suffix(core.count - trimmed.count)
        let words = String(core.dropLast(trailing.count)).split(separator: "_")
        guard let first = words.first else { return self }
        return leading + first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing
    }

    /// `first_name` from `firstName`, as `.convertToSnakeCase` writes keys.
    var snakeCased: String {
        var result = ""
        for character in self {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }
}
