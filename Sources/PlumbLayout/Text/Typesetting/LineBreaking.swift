import Foundation

/// Where a paragraph may break into lines, and the lines a greedy fill makes of it within a width, as Core Text's
/// word wrapping does for SwiftUI: after spaces, after a hyphen or dash before a letter, between CJK characters;
/// within a word only when the word alone is wider than the line. Spaces at a line's end hang past the width and
/// are not part of the line.
enum LineBreaking {
    /// A line of a paragraph: the characters it shows (`content`, its trailing spaces left out) and where the next
    /// line starts.
    struct Line: Equatable {
        var content: Range<Int>
        var next: Int
    }

    /// Breaks `characters[range]` (one paragraph) into lines no wider than `width`, each character `advances[i]`
    /// wide; one line when `width` is nil.
    static func lines(_ characters: [Character], advances: [CGFloat], range: Range<Int>, width: CGFloat?) -> [Line] {
        guard let width, !range.isEmpty else { return [Line(content: trimmed(characters, range), next: range.upperBound)] }
        var lines: [Line] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var x: CGFloat = 0
            var lastBreak: Int?
            var end = range.upperBound
            var index = start
            while index < range.upperBound {
                if index > start, canBreak(characters[index - 1], characters[index]) { lastBreak = index }
                let character = characters[index]
                if !character.isWhitespace, index > start, x + advances[index] > width + 1e-6 {
                    end = lastBreak ?? index
                    break
                }
                x += advances[index]
                index += 1
            }
            lines.append(Line(content: trimmed(characters, start..<end), next: end))
            start = end
        }
        return lines
    }

    /// `range` without its trailing whitespace.
    static func trimmed(_ characters: [Character], _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
        return range.lowerBound..<end
    }

    /// Whether a line may end between `before` and `after` (a subset of UAX #14 for the scripts apps show).
    static func canBreak(_ before: Character, _ after: Character) -> Bool {
        if after.isWhitespace { return false }
        if before.isWhitespace || before == "\u{200B}" { return true }
        if "-\u{2010}\u{2013}".contains(before) { return after.isLetter }
        if before == "\u{2014}" || after == "\u{2014}" { return !after.isPunctuation || after == "\u{2014}" }
        if isIdeographic(before) || isIdeographic(after) {
            return !Self.noBreakBefore.contains(after) && !Self.noBreakAfter.contains(before)
        }
        return false
    }

    private static let noBreakBefore: Set<Character> = ["、", "。", "，", "．", "」", "』", "）", "〕", "】", "〉", "》", "！", "？", "：", "；", "ー", "々", ",", ".", "!", "?", ")", "]"]
    private static let noBreakAfter: Set<Character> = ["「", "『", "（", "〔", "【", "〈", "《", "(", "["]

    /// CJK ideographs, kana and Hangul: a line may break between any two of them.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x3190...0x9FFF,
             0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
