@_spi(RawSyntax) import SwiftSyntax

/// Reading swift-syntax's raw tree, which lowering walks: unlike the typed API it allocates nothing per node.
extension RawSyntaxNodeProtocol {
    /// The text of the node's first token that is in the source (not missing), where
    /// `positionAfterSkippingLeadingTrivia` places the node (see ``Lowerer/position(_:)``).
    var firstPresentTokenText: SyntaxText? {
        // Down the first children without recursing — a postfix chain nests as deep as it is long, and a hundred
        // thousand `.padding(1)` overflowed the stack — then, at a child that holds no token or a missing one,
        // searching the node that child is in.
        var node = raw
        while let layout = node.layoutView, case let first?? = layout.children.first(where: { $0 != nil }) {
            node = first
        }
        if let token = node.tokenView, token.presence == .present { return token.rawText }
        return raw.firstPresentTokenTextSearching
    }
}

extension RawSyntax {
    /// ``RawSyntaxNodeProtocol/firstPresentTokenText``, searching every child in order.
    fileprivate var firstPresentTokenTextSearching: SyntaxText? {
        if let token = tokenView { return token.presence == .present ? token.rawText : nil }
        for case let child? in layoutView!.children {
            if let text = child.firstPresentTokenTextSearching { return text }
        }
        return nil
    }
}

extension RawSyntaxNodeProtocol {

    /// Whether a token of the node that is in the source has text satisfying `matches`, in source order.
    func containsToken(where matches: (SyntaxText) -> Bool) -> Bool {
        if let token = raw.tokenView { return token.presence == .present && matches(token.rawText) }
        for case let child? in raw.layoutView!.children where child.containsToken(where: matches) { return true }
        return false
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
    /// The token's text as a string, for names that are kept: an identifier in backticks (`` `default` ``) is the
    /// name without them, as in Swift.
    var text: String {
        let text = tokenText
        if text.count > 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
            return String(syntaxText: SyntaxText(rebasing: text[1..<(text.count - 1)]))
        }
        return String(syntaxText: text)
    }

    /// Whether the token is `keyword`, compared as text (making a `TokenKind` to compare would build a value).
    func isKeyword(_ keyword: Keyword) -> Bool {
        tokenKind == .keyword && tokenText == keyword.defaultText
    }
}

/// A raw collection node (the raw tree's lists have no common protocol of their own).
protocol RawSyntaxList: RawSyntaxNodeProtocol {
    associatedtype Element: RawSyntaxNodeProtocol
}

extension RawSyntaxList {
    /// The elements, read in place: the raw nodes' `elements` copy them into an array for every list.
    var nodes: RawSyntaxListNodes<Element> {
        RawSyntaxListNodes(buffer: raw.layoutView!.children)
    }
}

/// The elements of a raw collection node as `Element`s, read from its layout.
struct RawSyntaxListNodes<Element: RawSyntaxNodeProtocol>: RandomAccessCollection {
    let buffer: RawSyntaxBuffer

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    subscript(index: Int) -> Element {
        Element(buffer[index]!)!
    }
}

// Lists whose elements are of one kind; those of several (attributes, string segments, switch cases, type
// specifiers) declare their own `Element` enum.
extension RawAccessorDeclListSyntax: RawSyntaxList { typealias Element = RawAccessorDeclSyntax }
extension RawArrayElementListSyntax: RawSyntaxList { typealias Element = RawArrayElementSyntax }
extension RawCatchClauseListSyntax: RawSyntaxList { typealias Element = RawCatchClauseSyntax }
extension RawCatchItemListSyntax: RawSyntaxList { typealias Element = RawCatchItemSyntax }
extension RawClosureParameterListSyntax: RawSyntaxList { typealias Element = RawClosureParameterSyntax }
extension RawClosureShorthandParameterListSyntax: RawSyntaxList { typealias Element = RawClosureShorthandParameterSyntax }
extension RawCodeBlockItemListSyntax: RawSyntaxList { typealias Element = RawCodeBlockItemSyntax }
extension RawConditionElementListSyntax: RawSyntaxList { typealias Element = RawConditionElementSyntax }
extension RawDeclModifierListSyntax: RawSyntaxList { typealias Element = RawDeclModifierSyntax }
extension RawDictionaryElementListSyntax: RawSyntaxList { typealias Element = RawDictionaryElementSyntax }
extension RawEnumCaseElementListSyntax: RawSyntaxList { typealias Element = RawEnumCaseElementSyntax }
extension RawEnumCaseParameterListSyntax: RawSyntaxList { typealias Element = RawEnumCaseParameterSyntax }
extension RawExprListSyntax: RawSyntaxList { typealias Element = RawExprSyntax }
extension RawFunctionParameterListSyntax: RawSyntaxList { typealias Element = RawFunctionParameterSyntax }
extension RawGenericArgumentListSyntax: RawSyntaxList { typealias Element = RawGenericArgumentSyntax }
extension RawGenericRequirementListSyntax: RawSyntaxList { typealias Element = RawGenericRequirementSyntax }
extension RawImportPathComponentListSyntax: RawSyntaxList { typealias Element = RawImportPathComponentSyntax }
extension RawIfConfigClauseListSyntax: RawSyntaxList { typealias Element = RawIfConfigClauseSyntax }
extension RawGenericParameterListSyntax: RawSyntaxList { typealias Element = RawGenericParameterSyntax }
extension RawInheritedTypeListSyntax: RawSyntaxList { typealias Element = RawInheritedTypeSyntax }
extension RawKeyPathComponentListSyntax: RawSyntaxList { typealias Element = RawKeyPathComponentSyntax }
extension RawLabeledExprListSyntax: RawSyntaxList { typealias Element = RawLabeledExprSyntax }
extension RawMemberBlockItemListSyntax: RawSyntaxList { typealias Element = RawMemberBlockItemSyntax }
extension RawMultipleTrailingClosureElementListSyntax: RawSyntaxList { typealias Element = RawMultipleTrailingClosureElementSyntax }
extension RawPatternBindingListSyntax: RawSyntaxList { typealias Element = RawPatternBindingSyntax }
extension RawSwitchCaseItemListSyntax: RawSyntaxList { typealias Element = RawSwitchCaseItemSyntax }
extension RawTuplePatternElementListSyntax: RawSyntaxList { typealias Element = RawTuplePatternElementSyntax }
extension RawTupleTypeElementListSyntax: RawSyntaxList { typealias Element = RawTupleTypeElementSyntax }
extension RawAttributeListSyntax: RawSyntaxList {}
extension RawStringLiteralSegmentListSyntax: RawSyntaxList {}
extension RawSwitchCaseListSyntax: RawSyntaxList {}
extension RawTypeSpecifierListSyntax: RawSyntaxList {}
