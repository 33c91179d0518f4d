import SwiftSyntax

extension SyntaxCollection {
    /// The elements in order, like iterating the collection itself, but converted by code specialized here:
    /// swift-syntax's own iterator is generic code that looks up type metadata for every element, and lowering
    /// walks every list in the file.
    var nodes: SyntaxCollectionNodes<Self> {
        SyntaxCollectionNodes(children: Syntax(self).children(viewMode: .all))
    }
}

/// The typed elements of a syntax collection, read from its children.
struct SyntaxCollectionNodes<List: SyntaxCollection>: Sequence {
    let children: SyntaxChildren

    func makeIterator() -> Iterator {
        Iterator(children: children.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var children: IndexingIterator<SyntaxChildren>

        mutating func next() -> List.Element? {
            children.next().map { List.Element($0)! }
        }
    }
}
