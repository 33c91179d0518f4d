import Foundation

/// A localized text's printf-style format (`%lld items`, `%2$@ von %1$@`) in pieces: literal text, and specifiers
/// each taking an argument, the next one or the one its position names (`%1$@`). `%%` is a percent sign; a `%` that
/// starts no specifier stays as written.
struct StringFormat {
    enum Piece: Equatable {
        case literal(String)
        /// The argument at `index` (from 0), written as `specifier` says.
        case argument(index: Int, specifier: Specifier)
    }

    /// One specifier: its flags, width and precision, and its conversion (`d`, `f`, `@`, …); its length (`ll`, `l`)
    /// is dropped, as every integer is 64-bit here.
    struct Specifier: Equatable {
        var options: String
        var conversion: Character
        /// The specifier as written.
        var written: String
    }

    private(set) var pieces: [Piece] = []

    init(_ format: String) {
        var literal = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                literal += "%"
                rest = rest.dropFirst()
                continue
            }
            guard let (specifier, position, after) = Self.specifier(in: rest) else {
                literal += "%"
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            pieces.append(.argument(index: index, specifier: specifier))
            rest = rest[after...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.literal(literal)) }
    }

    /// The specifier at the start of `text` (after its `%`), the position it names, and where it ends.
    private static func specifier(in text: Substring) -> (Specifier, position: Int?, end: Substring.Index)? {
        var index = text.startIndex
        func scan(_ allowed: (Character) -> Bool) -> Substring {
            let start = index
            while index < text.endIndex, allowed(text[index]) { index = text.index(after: index) }
            return text[start..<index]
        }
        var position: Int?
        let digits = scan { $0.isASCII && $0.isNumber }
        if index < text.endIndex, text[index] == "$", let number = Int(digits), number > 0 {
            position = number
            index = text.index(after: index)
        } else {
            index = text.startIndex
        }
        let optionsStart = index
        _ = scan { "-+ #0'".contains($0) }
        _ = scan { $0.isASCII && $0.isNumber }
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            _ = scan { $0.isASCII && $0.isNumber }
        }
        let options = String(text[optionsStart..<index])
        _ = scan { "hlqLzjt".contains($0) }
        guard index < text.endIndex, "@dDiuUxXoOfFeEgGaAcCsSp".contains(text[index]) else { return nil }
        let conversion = text[index]
        let end = text.index(after: index)
        return (Specifier(options: options, conversion: conversion, written: "%" + text[text.startIndex..<end]), position, end)
    }
}

extension StringFormat.Specifier {
    /// `argument` as this specifier writes it: a number in printf's form (an integer without options grouped, as
    /// SwiftUI's `%lld` writes it in US English), anything else as its text. A symbol stays a symbol.
    func format(_ argument: FormatArgument) -> FormatArgument {
        let value: Double? = switch argument {
        case .integer(let number): Double(number)
        case .number(let number, _): number
        case .text, .symbol: nil
        }
        guard let value, value.isFinite else { return argument.symbolOrText }
        let integer = Int64(exactly: value.rounded(.towardZero)) ?? 0
        switch conversion {
        case "d", "D", "i":
            if options.isEmpty, case .integer = argument { return .text(argument.text) }
            return .text(String(format: "%\(options)lld", integer))
        case "u", "U", "x", "X", "o", "O":
            let unsigned = conversion == "U" || conversion == "O" ? conversion.lowercased() : String(conversion)
            return .text(String(format: "%\(options)ll\(unsigned)", integer))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return .text(String(format: "%\(options)\(conversion)", value))
        default:
            return argument.symbolOrText
        }
    }
}

private extension FormatArgument {
    /// A symbol as it is, anything else as its text.
    var symbolOrText: FormatArgument {
        if case .symbol = self { return self }
        return .text(text)
    }
}
