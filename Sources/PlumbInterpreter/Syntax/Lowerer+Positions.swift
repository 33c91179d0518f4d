@_spi(RawSyntax) import SwiftSyntax

/// Source positions of raw nodes, which (unlike typed nodes) do not know where they are.
extension Lowerer {
    /// Where a node starts after its leading trivia, as a byte offset in the file. Parsed tokens' texts point into
    /// their parser's copy of the source, so a present token's offset is its text's address minus the copy's
    /// start, plus where the copied piece starts in the file.
    func position(_ node: some RawSyntaxNodeProtocol) -> SourcePosition {
        if let address = node.firstPresentTokenText?.baseAddress, let offset = source.offset(ofTextAt: address) {
            return offset
        }
        for piece in source.pieces {
            if let offset = node.offset(in: piece.root) { return offset + piece.offset }
        }
        return 0
    }
}

/// The parsed text positions are computed in: for each parsed piece of the file, its raw root, where its
/// parser's copy of the text starts and how long it is, and where the piece starts in the file.
struct LoweredSource {
    struct Piece {
        /// Keeps the parsed tree, and so the raw nodes pending bodies hold, alive while bodies are lowered.
        let tree: Syntax
        let offset: Int

        /// `tree` must be the root of a parsed tree, whose text starts at `offset` in the file.
        init(_ tree: Syntax, offset: Int) {
            self.tree = tree
            self.offset = offset
        }

        var root: RawSyntax { tree.raw }
    }

    let pieces: [Piece]
    /// Where each piece's text lies in its parser's copy and where the piece starts in the file, by the copy's
    /// address: plain values, searched for every node lowered (a module has hundreds of pieces), so the search
    /// retains nothing and halves its range at each step.
    private let spans: [(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, offset: Int)]

    init(pieces: [Piece]) {
        self.pieces = pieces
        spans = pieces.compactMap { piece in
            let root = piece.root
            guard let text = root.firstPresentTokenText?.baseAddress else { return nil }
            let start = text - root.leadingTriviaByteLength
            return (start, start + root.byteLength, piece.offset)
        }.sorted { $0.start < $1.start }
    }

    /// The span the last address was found in: nodes are lowered in the order of their text, so the next one is
    /// most often in the same piece.
    private var lastSpan = 0

    /// The file offset of a parsed token's text, given its address in a parser's copy of the text.
    mutating func offset(ofTextAt address: UnsafePointer<UInt8>) -> Int? {
        if lastSpan < spans.count, case let span = spans[lastSpan], span.start <= address, address < span.end {
            return address - span.start + span.offset
        }
        var (low, high) = (0, spans.count)
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= address { low = middle + 1 } else { high = middle }
        }
        // The last span starting at or before the address holds it, if any does (the copies do not overlap).
        guard low > 0, address <= spans[low - 1].end else { return nil }
        lastSpan = low - 1
        return address - spans[low - 1].start + spans[low - 1].offset
    }
}

extension RawSyntaxNodeProtocol {
    /// The node's offset in the tree under `root` (which starts at `start`), by walking it: for nodes made only of
    /// missing tokens, whose position no token text gives.
    fileprivate func offset(in root: RawSyntax, from start: Int = 0) -> Int? {
        if root.id == raw.id { return start }
        guard let layout = root.layoutView else { return nil }
        var offset = start
        for case let child? in layout.children {
            if let found = self.offset(in: child, from: offset) { return found }
            offset += child.byteLength
        }
        return nil
    }
}
