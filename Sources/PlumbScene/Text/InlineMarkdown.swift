import Foundation

/// The inline Markdown SwiftUI reads in a `Text`'s string literal (`LocalizedStringKey`): `*emphasis*` and
/// `_emphasis_`, `**strong**` and `__strong__`, `~~strikethrough~~`, `` `code` ``, `[links](url)` and backslash
/// escapes, by CommonMark's rules for delimiter runs (flanking, the rule of three). Anything else, block syntax
/// included (`# Title`, `- item`), is text, as SwiftUI's inline-only reading keeps it; whitespace is kept.
struct InlineMarkdown: Equatable {
    /// A style Markdown gives a part of the text.
    struct Style: OptionSet, Hashable {
        let rawValue: UInt8
        static let emphasis = Style(rawValue: 1)
        static let strong = Style(rawValue: 2)
        static let strikethrough = Style(rawValue: 4)
        static let code = Style(rawValue: 8)
        static let link = Style(rawValue: 16)
    }

    /// A part of the text in one style: its UTF-8 range in `string`.
    struct Run: Equatable {
        var range: Range<Int>
        var style: Style
    }

    /// The text as shown, the Markdown taken out.
    var string = ""
    /// The styled parts of `string`, in order; the rest is plain.
    var runs: [Run] = []

    /// Whether `text` may hold Markdown at all: a plain one is shown as written without being read.
    static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "`")
            || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
    }

    /// `text` as it is, with no Markdown read.
    init(plain text: String) {
        string = text
    }

    /// Reads `source`.
    init(_ source: String) {
        var cells = Self.cells(Array(source))
        Self.matchDelimiters(&cells)
        for cell in cells {
            let text = cell.delimiter.map { String(repeating: $0.character, count: $0.count) } ?? cell.text
            guard !text.isEmpty else { continue }
            let start = string.utf8.count
            string += text
            let range = start..<string.utf8.count
            guard !cell.style.isEmpty else { continue }
            if let last = runs.last, last.style == cell.style, last.range.upperBound == start {
                runs[runs.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                runs.append(Run(range: range, style: cell.style))
            }
        }
    }

    /// Replaces each `placeholder` in the text with the next of `texts`, the runs around and after it following.
    mutating func substitute(_ placeholder: Character, with texts: [String]) {
        guard !texts.isEmpty else { return }
        let length = placeholder.utf8.count
        let bytes = Array(string.utf8)
        var result = ""
        // Where each replaced placeholder was, and how much longer the text made it.
        var shifts: [(offset: Int, growth: Int)] = []
        var cursor = 0
        for (offset, text) in zip(string.utf8Offsets(of: placeholder), texts) {
            result += String(decoding: bytes[cursor..<offset], as: UTF8.self) + text
            shifts.append((offset, text.utf8.count - length))
            cursor = offset + length
        }
        result += String(decoding: bytes[cursor...], as: UTF8.self)
        func moved(_ position: Int) -> Int { position + shifts.filter { $0.offset < position }.reduce(0) { $0 + $1.growth } }
        string = result
        runs = runs.map { Run(range: moved($0.range.lowerBound)..<moved($0.range.upperBound), style: $0.style) }
    }

    /// A piece of the source: text in a style, or a run of delimiters not yet matched.
    private struct Cell {
        var text = ""
        var style: Style = []
        var delimiter: Delimiter?
    }

    private struct Delimiter {
        var character: Character
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private static let escapable = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    /// The source cut into text, code spans, links and delimiter runs.
    private static func cells(_ characters: [Character]) -> [Cell] {
        var cells: [Cell] = []
        func appendText(_ text: String, _ style: Style = []) {
            if let last = cells.last, last.delimiter == nil, last.style == style {
                cells[cells.count - 1].text += text
            } else {
                cells.append(Cell(text: text, style: style))
            }
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && escapable.contains(characters[index + 1]):
                appendText(String(characters[index + 1]))
                index += 2
            case "`":
                var ticks = 0
                while index + ticks < characters.count, characters[index + ticks] == "`" { ticks += 1 }
                if let close = closingTicks(characters, from: index + ticks, count: ticks) {
                    var code = String(characters[(index + ticks)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if code.count > 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    cells.append(Cell(text: code, style: .code))
                    index = close + ticks
                } else {
                    appendText(String(repeating: "`", count: ticks))
                    index += ticks
                }
            case "[":
                if let link = link(characters, at: index) {
                    for var cell in self.cells(Array(characters[(index + 1)..<link.textEnd])) {
                        cell.style.insert(.link)
                        cells.append(cell)
                    }
                    index = link.end
                } else {
                    appendText("[")
                    index += 1
                }
            case "*", "_", "~":
                var count = 0
                while index + count < characters.count, characters[index + count] == character { count += 1 }
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + count < characters.count ? characters[index + count] : " "
                let leftFlanking = !after.isWhitespace && (!after.isPunctuationLike || before.isWhitespace || before.isPunctuationLike)
                let rightFlanking = !before.isWhitespace && (!before.isPunctuationLike || after.isWhitespace || after.isPunctuationLike)
                let canOpen = character == "_" ? leftFlanking && (!rightFlanking || before.isPunctuationLike) : leftFlanking
                let canClose = character == "_" ? rightFlanking && (!leftFlanking || after.isPunctuationLike) : rightFlanking
                if character == "~" && count > 2 {
                    appendText(String(repeating: "~", count: count))
                } else {
                    cells.append(Cell(delimiter: Delimiter(character: character, count: count, originalCount: count, canOpen: canOpen, canClose: canClose)))
                }
                index += count
            default:
                appendText(String(character))
                index += 1
            }
        }
        return cells
    }

    /// Where a run of `count` backticks closing a code span starts, if one does.
    private static func closingTicks(_ characters: [Character], from start: Int, count: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            var ticks = 0
            while index + ticks < characters.count, characters[index + ticks] == "`" { ticks += 1 }
            if ticks == count { return index }
            index += ticks
        }
        return nil
    }

    /// An inline link `[text](destination)` starting at `start`: where its text ends and where the link ends.
    private static func link(_ characters: [Character], at start: Int) -> (textEnd: Int, end: Int)? {
        var depth = 0
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    guard index + 1 < characters.count, characters[index + 1] == "(",
                          let close = characters[(index + 2)...].firstIndex(of: ")") else { return nil }
                    return (index, close + 1)
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// CommonMark's "process emphasis": each closer, first to last, matches the nearest opener of its character
    /// before it; what lies between takes the style (strong when both runs have two or more delimiters).
    private static func matchDelimiters(_ cells: inout [Cell]) {
        var closer = 0
        while closer < cells.count {
            guard let closing = cells[closer].delimiter, closing.canClose, closing.count > 0 else {
                closer += 1
                continue
            }
            var opener: Int?
            var candidate = closer - 1
            while candidate >= 0 {
                if let opening = cells[candidate].delimiter, opening.character == closing.character, opening.canOpen, opening.count > 0,
                   fits(opening, closing) {
                    opener = candidate
                    break
                }
                candidate -= 1
            }
            guard let opener, let opening = cells[opener].delimiter else {
                closer += 1
                continue
            }
            let used: Int
            let style: Style
            if closing.character == "~" {
                used = closing.count
                style = .strikethrough
            } else {
                used = min(opening.count, closing.count) >= 2 ? 2 : 1
                style = used == 2 ? .strong : .emphasis
            }
            for index in (opener + 1)..<closer {
                cells[index].style.insert(style)
                // Delimiters between an opener and its closer can no longer match across them.
                if var inner = cells[index].delimiter, inner.count > 0 {
                    cells[index].text = String(repeating: inner.character, count: inner.count)
                    inner.count = 0
                    cells[index].delimiter = nil
                }
            }
            cells[opener].delimiter?.count -= used
            cells[closer].delimiter?.count -= used
            if cells[closer].delimiter?.count == 0 { closer += 1 }
        }
    }

    /// Whether a closer may match an opener: strikethrough runs of the same length; emphasis by the rule of three.
    private static func fits(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if opener.character == "~" { return opener.count == closer.count }
        guard opener.canClose || closer.canOpen else { return true }
        let sum = opener.originalCount + closer.originalCount
        return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }
}

private extension Character {
    /// Punctuation or a symbol, as CommonMark's flanking rules count them.
    var isPunctuationLike: Bool { isPunctuation || isSymbol }
}
