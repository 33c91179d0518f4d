import Foundation
import SwiftParser
import SwiftSyntax

/// A scene file parsed by swift-syntax: whole, or — when it is long enough to be worth it — in pieces cut between
/// top-level declarations (``TopLevelSplitter``) and parsed side by side, one per core. Parsing is most of the
/// cost of loading a scene, and a declaration parses to the same tree alone as within its file.
///
/// When any piece has a syntax error or warning, the whole file is parsed instead: diagnostics are always
/// swift-syntax's own for the file as written.
struct ParsedSource {
    /// A parsed piece of the file.
    struct Piece {
        let tree: SourceFileSyntax
        /// Where the piece's text starts in the file (a UTF-8 offset).
        let offset: Int
    }

    /// The pieces, in file order; together they cover the file.
    let pieces: [Piece]

    /// Parses `source` in up to `pieceCount` pieces of at least `minimumPieceLength` bytes each: by default one per
    /// core, at most 8 (a scene file gains little from more, and each piece keeps a helper thread parked).
    init(_ source: String, pieceCount: Int = min(Parallel.cores, 8), minimumPieceLength: Int = 4096) {
        var source = source
        source.makeContiguousUTF8()
        pieces = source.withUTF8 { text in
            let count = min(pieceCount, text.count / max(minimumPieceLength, 1))
            let ranges = count > 1 ? Self.ranges(of: text, count: count) : []
            if ranges.count > 1, let pieces = Self.parsePieces(text, ranges) { return pieces }
            var parser = Parser(text)
            return [Piece(tree: SourceFileSyntax.parse(from: &parser), offset: 0)]
        }
    }

    /// Up to `count` ranges covering `text`, each cut at the top-level cut after the last that is nearest to an
    /// equal share.
    private static func ranges(of text: UnsafeBufferPointer<UInt8>, count: Int) -> [Range<Int>] {
        let cuts = TopLevelSplitter.cuts(in: text, through: text.count * (count - 1) / count)
        guard !cuts.isEmpty else { return [] }
        var starts = [0]
        for share in 1..<count {
            let target = text.count * share / count
            let later = cuts.drop { $0 <= starts.last! }
            guard let nearest = later.min(by: { abs($0 - target) < abs($1 - target) }) else { break }
            starts.append(nearest)
        }
        return zip(starts, starts.dropFirst() + [text.count]).map { $0..<$1 }
    }

    /// The pieces parsed concurrently; nil if one has a syntax error or warning.
    private static func parsePieces(_ text: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>]) -> [Piece]? {
        var trees = [SourceFileSyntax?](repeating: nil, count: ranges.count)
        trees.withUnsafeMutableBufferPointer { trees in
            let results = trees
            Parallel.forEach(ranges.count, workers: ranges.count) { _, index in
                var parser = Parser(UnsafeBufferPointer(rebasing: text[ranges[index]]))
                results[index] = SourceFileSyntax.parse(from: &parser)
            }
        }
        let pieces = zip(trees, ranges).map { Piece(tree: $0!, offset: $1.lowerBound) }
        return pieces.contains { $0.tree.hasError || $0.tree.hasWarning } ? nil : pieces
    }
}
