import Foundation
import SwiftParser
import SwiftSyntax

/// A scene file parsed by swift-syntax: in pieces cut between top-level declarations (``SourceSurvey``),
/// parsed side by side on the machine's cores. Parsing is most of the cost of loading a scene, and a declaration
/// parses to the same tree alone as within its file — so a reload of an edited file (`reusing` the last parse)
/// takes the pieces whose text is unchanged from it and parses only the others.
///
/// When any piece has a syntax error or warning, the whole file is parsed instead: diagnostics are always
/// swift-syntax's own for the file as written.
public struct ParsedSource: Sendable {
    /// A parsed piece of the file.
    struct Piece: Sendable {
        let tree: SourceFileSyntax
        /// Where the piece's text starts in the file (a UTF-8 offset).
        let offset: Int
        /// The piece's text, which a later parse looks its tree up by.
        let text: String
    }

    /// The pieces, in file order; together they cover the file. None when the file was not parsed (``refusal``).
    let pieces: [Piece]
    /// Why the file was not parsed, and where (a UTF-8 offset): the checks made before parsing
    /// (``SourceSurvey``) spare swift-syntax input it is slow or unsafe on.
    let refusal: (offset: Int, kind: ErrorKind)?
    /// How many of the pieces were taken from the parse this one reused instead of parsed.
    public let reusedPieceCount: Int
    /// The text parsed: a later load of the same text takes this parse whole (``reused(for:)``).
    let text: String

    /// Parses `source` in pieces of at least `minimumPieceLength` bytes, each one or more whole top-level
    /// declarations (a piece ends at the first cut past that length, so an edit moves no other piece's ends);
    /// pieces whose text is a piece of `previous` reuse its tree. The pieces are parsed on up to `workers` threads: one
    /// when the file is one of several parsed side by side already.
    init(_ source: String, reusing previous: ParsedSource? = nil, minimumPieceLength: Int = 512, workers: Int = Parallel.cores) {
        var source = source
        source.makeContiguousUTF8()
        text = source
        let survey = source.withUTF8 { SourceSurvey($0) }
        refusal = survey.refusal
        guard case .none = refusal else {
            (pieces, reusedPieceCount) = ([], 0)
            return
        }
        (pieces, reusedPieceCount) = source.withUTF8 { text in
            let ranges = Self.ranges(of: text.count, cuts: survey.cuts, minimumLength: minimumPieceLength)
            if ranges.count > 1, let parsed = Self.parsePieces(text, ranges, reusing: previous, workers: workers) { return parsed }
            let whole = String(decoding: text, as: UTF8.self)
            if let previous, previous.pieces.count == 1, previous.pieces[0].text == whole { return (previous.pieces, 1) }
            var parser = Parser(text)
            return ([Piece(tree: SourceFileSyntax.parse(from: &parser), offset: 0, text: whole)], 0)
        }
    }

    private init(reusing parse: ParsedSource) {
        (pieces, refusal, text, reusedPieceCount) = (parse.pieces, parse.refusal, parse.text, parse.pieces.count)
    }

    /// `previous` whole, all its pieces counted as reused, when `source` is its text: nothing to survey or cut.
    static func unchanged(_ previous: ParsedSource?, text source: String) -> ParsedSource? {
        guard let previous, previous.text == source else { return nil }
        return ParsedSource(reusing: previous)
    }

    /// Ranges covering a text of `length` bytes, each from a cut (or the start) to the first cut at least
    /// `minimumLength` bytes on.
    private static func ranges(of length: Int, cuts: [Int], minimumLength: Int) -> [Range<Int>] {
        guard length >= 2 * minimumLength else { return [0..<length] }
        var starts = [0]
        for cut in cuts where cut - starts.last! >= minimumLength {
            starts.append(cut)
        }
        return zip(starts, starts.dropFirst() + [length]).map { $0..<$1 }
    }

    /// The pieces, reused from `previous` where their text is unchanged and the others parsed on up to `workers`
    /// threads, and how many were reused; nil if a piece has a syntax error or warning.
    private static func parsePieces(
        _ text: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], reusing previous: ParsedSource?, workers: Int
    ) -> (pieces: [Piece], reused: Int)? {
        let texts = ranges.map { String(decoding: UnsafeBufferPointer(rebasing: text[$0]), as: UTF8.self) }
        var known: [String: SourceFileSyntax] = [:]
        for piece in previous?.pieces ?? [] { known[piece.text] = piece.tree }
        // A tree is taken once: positions are found by where a token's text lies in its parser's copy of the
        // source, so two pieces of one file (identical declarations) must not share a tree.
        var trees = texts.map { known.removeValue(forKey: $0) }
        // Longest first: the threads then end their shares of the work close together, on short pieces.
        let missing = trees.indices.filter { trees[$0] == nil }.sorted { ranges[$0].count > ranges[$1].count }
        trees.withUnsafeMutableBufferPointer { trees in
            let results = trees
            Parallel.forEach(missing.count, workers: workers) { _, index in
                let range = ranges[missing[index]]
                var parser = Parser(UnsafeBufferPointer(rebasing: text[range]))
                results[missing[index]] = SourceFileSyntax.parse(from: &parser)
            }
        }
        let pieces = ranges.indices.map { Piece(tree: trees[$0]!, offset: ranges[$0].lowerBound, text: texts[$0]) }
        if pieces.contains(where: { $0.tree.hasError || $0.tree.hasWarning }) { return nil }
        return (pieces, ranges.count - missing.count)
    }
}
