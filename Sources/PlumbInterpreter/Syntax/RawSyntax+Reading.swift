@_spi(RawSyntax) import SwiftSyntax

/// Reading swift-syntax's raw tree, which lowering walks: unlike the typed API it allocates nothing per node.
extension RawSyntaxNodeProtocol {
    /// The text of the node's first token that is in the source (not missing), where
    /// `positionAfterSkippingLeadingTrivia` places the node (see ``Lowerer/position(_:)``).
    var firstPresentTokenText: SyntaxText? {
        if let token = raw.tokenView { return token.presence == .present ? token.rawText : nil }
        for case let child? in raw.layoutView!.children {
            if let text = child.firstPresentTokenText { return text }
        }
        return nil
    }

    /// The node as a typed one, for swift-syntax's decoding of rarer literals (it allocates: not for every node).
    func typed<Node: SyntaxProtocol>(_ type: Node.Type) -> Node {
        Syntax(raw: raw, rawNodeArena: raw.arena).cast(type)
    }

    /// The node's source text without its leading and trailing trivia.
    var trimmedDescription: String {
        typed(Syntax.self).trimmedDescription
    }
}

extension RawTokenSyntax {
    /// The token's text as a string, for names that are kept.
    var text: String { String(syntaxText: tokenText) }

    func isKeyword(_ keyword: Keyword) -> Bool {
        tokenKind == .keyword && tokenText == keyword.defaultText
    }
}
