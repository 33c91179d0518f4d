@_spi(RawSyntax) import SwiftSyntax

/// Source positions of raw nodes, which (unlike typed nodes) do not know where they are.
extension Lowerer {
    /// Where a node starts after its leading trivia, as a byte offset in the file. Parsed tokens' texts point into
    /// their parser's copy of the source, so a present token's offset is its text's address minus the copy's
    /// start, plus where the copied piece starts in the file.
    func position(_ node: some RawSyntaxNodeProtocol) -> SourcePosition {
        if let text = node.firstPresentTokenText, let address = text.baseAddress {
            for piece in source.pieces {
                if let start = piece.start, start <= address, address <= start + piece.length {
                    return address - start + piece.offset
                }
            }
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
        let root: RawSyntax
        let start: UnsafePointer<UInt8>?
        let length: Int
        let offset: Int

        /// `tree` must be the root of a parsed tree, whose text starts at `offset` in the file.
        init(_ tree: Syntax, offset: Int) {
            let root = tree.raw
            self.tree = tree
            self.root = root
            start = root.firstPresentTokenText?.baseAddress.map { $0 - root.leadingTriviaByteLength }
            length = root.byteLength
            self.offset = offset
        }
    }

    var pieces: [Piece]
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
