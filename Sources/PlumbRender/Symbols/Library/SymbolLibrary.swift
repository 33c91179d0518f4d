import Foundation

/// The symbols `Image(systemName:)` can draw; any other name gets a labelled placeholder of the default size.
enum SymbolLibrary {
    /// The symbol called `name`, or `nil` when it is not built in.
    static func knownSymbol(named name: String) -> Symbol? { symbols[name] }

    /// The symbol called `name`, or the placeholder's size and an empty drawing.
    static func symbol(named name: String) -> Symbol {
        symbols[name] ?? Symbol(name: name, widthFactor: 1.2, heightFactor: 1.2, elements: [])
    }

    static var names: [String] { symbols.keys.sorted() }

    private static let symbols: [String: Symbol] = Dictionary(
        uniqueKeysWithValues: [marks, enclosed, people, objects, documents, communication, media, nature, places, interface]
            .joined()
            .map { ($0.name, $0) }
    )
}
