import Foundation

/// Cuts the last kept line of a truncated text so that it and its ellipsis fit a width, at the end, start or middle
/// as `truncationMode` says.
struct TextTruncation {
    static let ellipsis = "…"

    var mode: TruncationMode
    /// The width of a one-line string in the text's font.
    var width: (String) -> CGFloat

    /// The longest cut of `text` with an ellipsis that fits `maxWidth` (or all of `text` with the ellipsis when the
    /// width is unlimited); just the ellipsis when nothing fits.
    func truncate(_ text: String, toFit maxWidth: CGFloat?) -> String {
        let characters = Array(text)
        guard let maxWidth else { return candidate(characters, keeping: characters.count) }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if width(candidate(characters, keeping: middle)) <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return candidate(characters, keeping: low)
    }

    private func candidate(_ characters: [Character], keeping count: Int) -> String {
        func prefix(_ n: Int) -> String {
            var kept = characters.prefix(n)
            while kept.last?.isWhitespace == true { kept.removeLast() }
            return String(kept)
        }
        func suffix(_ n: Int) -> String { String(characters.suffix(n).drop(while: \.isWhitespace)) }
        switch mode {
        case .tail: return prefix(count) + Self.ellipsis
        case .head: return Self.ellipsis + suffix(count)
        case .middle: return prefix((count + 1) / 2) + Self.ellipsis + suffix(count / 2)
        }
    }
}
