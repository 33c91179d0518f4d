import Foundation

/// A printf-style format as Foundation's `String(format:)` and SwiftUI's `\(value, specifier:)` read it: text, `%%`,
/// and conversions `%[flags][width][.precision][length]c` for the numeric `d i u o x X f F e E g G` and the
/// object `@` (`s` too: a Swift string reaches it as `%@` would). Each conversion takes the next argument,
/// converted to what it expects (an integer for `%f`, a truncated double for `%d`), so a mismatched specifier
/// can never read the wrong argument; any other conversion is an error.
struct FormatString {
    struct Conversion {
        /// The specifier without its conversion character (`%05.1`, `%l`), as `String(format:)` takes it.
        var prefix: String
        var character: Character
        var isLeftAligned: Bool
        var width: Int?
        var precision: Int?

        var isInteger: Bool { "diouxX".contains(character) }
        var isNumeric: Bool { isInteger || "fFeEgG".contains(character) }
    }

    enum Piece {
        case text(String)
        case conversion(Conversion)
    }

    let pieces: [Piece]

    var conversions: [Conversion] {
        pieces.compactMap { if case .conversion(let conversion) = $0 { conversion } else { nil } }
    }

    init(_ format: String) throws {
        var pieces: [Piece] = []
        var text = ""
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else { text.append(character); continue }
            if characters.first == "%" {
                characters.removeFirst()
                text.append("%")
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.conversion(try Self.conversion(from: &characters, in: format)))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// `value` formatted by `\(value, specifier: format)` in a `Text`: nil unless the format has one conversion.
    static func specifier(_ format: String, _ value: Value, describe: (Value) -> String) -> String? {
        guard let format = try? FormatString(format), format.conversions.count == 1 else { return nil }
        return try? format.string([value], describe: describe)
    }

    /// `arguments` formatted; `describe` prints an `%@` argument.
    func string(_ arguments: [Value], describe: (Value) -> String) throws -> String {
        let count = conversions.count
        guard arguments.count >= count else {
            throw NativeError("the format has \(count) conversion\(count == 1 ? "" : "s") but \(arguments.count) argument\(arguments.count == 1 ? "" : "s")")
        }
        var remaining = arguments[...]
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .conversion(let conversion): result += try Self.format(remaining.removeFirst(), conversion, describe: describe)
            }
        }
        return result
    }

    /// Reads one conversion after its `%`; width and precision take at most four digits between them.
    private static func conversion(from characters: inout ArraySlice<Character>, in format: String) throws -> Conversion {
        var prefix = "%"
        func take() -> Character? {
            let character = characters.popFirst()
            if let character { prefix.append(character) }
            return character
        }
        func number() -> Int? {
            var digits = ""
            while let digit = characters.first, digit.isASCII, digit.isNumber { digits.append(take()!) }
            return Int(digits)
        }
        var isLeftAligned = false
        while let flag = characters.first, "-+ #0".contains(flag) {
            isLeftAligned = isLeftAligned || flag == "-"
            _ = take()
        }
        let width = number()
        var precision: Int?
        if characters.first == "." {
            _ = take()
            precision = number() ?? 0
        }
        while let length = characters.first, length == "l" { _ = take() }
        let found = characters.popFirst()
        guard let character = found, "diouxXfFeEgG@s".contains(character) else {
            throw NativeError("unsupported format specifier '\(prefix)\(found.map(String.init) ?? "")' in \"\(format)\"; Plumb formats %d %i %u %o %x %X %f %F %e %E %g %G %@ %s and %%, with flags, width and precision")
        }
        guard String(width ?? 0).count + String(precision ?? 0).count <= 4 else {
            throw NativeError("format specifier '\(prefix)\(character)' is too wide")
        }
        return Conversion(prefix: prefix, character: character, isLeftAligned: isLeftAligned, width: width, precision: precision)
    }

    private static func format(_ value: Value, _ conversion: Conversion, describe: (Value) -> String) throws -> String {
        let specifier = conversion.prefix + String(conversion.character)
        guard conversion.isNumeric else { return padded(describe(value), conversion) }
        let number: Double
        switch value {
        case .int(let int) where conversion.isInteger: return String(format: specifier, int)
        case .int(let int): number = Double(int)
        case .double(let double): number = double
        default: throw NativeError("format specifier '\(specifier)' needs a number, not '\(describe(value))'")
        }
        guard conversion.isInteger else { return String(format: specifier, number) }
        guard number.isFinite, abs(number) < 9e18 else { throw NativeError("format specifier '\(specifier)' needs an integer, not \(number)") }
        return String(format: specifier, Int(number))
    }

    /// An `%@` argument's text cut to the precision and padded with spaces to the width.
    private static func padded(_ text: String, _ conversion: Conversion) -> String {
        let cut = conversion.precision.map { String(text.prefix($0)) } ?? text
        let padding = String(repeating: " ", count: max(0, (conversion.width ?? 0) - cut.count))
        return conversion.isLeftAligned ? cut + padding : padding + cut
    }
}
