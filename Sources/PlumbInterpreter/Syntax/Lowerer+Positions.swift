@_spi(RawSyntax) import SwiftSyntax

/// Source positions of raw nodes, which (unlike typed nodes) do not know where they are.
extension Lowerer {
    /// Where a node starts after its leading trivia, as a byte offset in the file. Parsed tokens' texts point into
    /// the parser's copy of the source, so a present token's offset is its text's address minus the copy's start.
    func position(_ node: some RawSyntaxNodeProtocol) -> SourcePosition {
        if let text = node.firstPresentTokenText, let address = text.baseAddress, let start = source.start {
            return address - start
        }
        return source.root.flatMap { node.offset(in: $0) } ?? 0
    }
}

/// The parsed text positions are computed in: its raw root and where the parser's copy of the text starts.
struct LoweredSource {
    var root: RawSyntax?
    var start: UnsafePointer<UInt8>?

    /// `tree` must be the root of a parsed tree.
    init(_ tree: Syntax?) {
        guard let tree else { return }
        root = tree.raw
        start = tree.raw.firstPresentTokenText?.baseAddress.map { $0 - tree.raw.leadingTriviaByteLength }
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
