import Foundation
import SwiftSyntax

/// Code pasted from web pages arrives with curly quotes where Swift has straight ones. A curly quote inside a string
/// literal or a comment is text (`Text("I’m here")`), so only one in the code itself is reported.
extension ParsedSource {
    /// The UTF-8 offset in `source` (the text this was parsed from) of the first curly quote (“ ” ‘ ’) outside string
    /// literals and comments, or nil.
    func curlyQuoteOffset(in source: String) -> Int? {
        var source = source
        source.makeContiguousUTF8()
        return source.withUTF8 { bytes -> Int? in
            // “ ” ‘ ’ are E2 80 9C, E2 80 9D, E2 80 98, E2 80 99 in UTF-8: `memchr` finds each E2.
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            while index + 2 < bytes.count, let found = memchr(base + index, 0xE2, bytes.count - index - 2) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == 0x80, [0x98, 0x99, 0x9C, 0x9D].contains(bytes[index + 2]), !isText(at: index) { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether the byte at `offset` is inside a string literal's text or a comment.
    private func isText(at offset: Int) -> Bool {
        guard let piece = pieces.last(where: { $0.offset <= offset }),
              let token = piece.tree.token(at: AbsolutePosition(utf8Offset: offset - piece.offset)) else { return false }
        let position = AbsolutePosition(utf8Offset: offset - piece.offset)
        if token.positionAfterSkippingLeadingTrivia <= position, position < token.endPositionBeforeTrailingTrivia {
            return token.tokenKind.isStringText
        }
        let (trivia, start) = position < token.positionAfterSkippingLeadingTrivia
            ? (token.leadingTrivia, token.position) : (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)
        var pieceStart = start
        for triviaPiece in trivia {
            let pieceEnd = pieceStart + triviaPiece.sourceLength
            if pieceStart <= position, position < pieceEnd { return triviaPiece.isComment }
            pieceStart = pieceEnd
        }
        return false
    }
}

private extension TokenKind {
    /// A string literal's text (`stringSegment`), as opposed to its delimiters and interpolations.
    var isStringText: Bool {
        if case .stringSegment = self { return true }
        return false
    }
}
