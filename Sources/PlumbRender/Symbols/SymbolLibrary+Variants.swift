import PlumbLayout

/// Symbols looked up under `symbolVariant(_:)`: the first of ``SymbolVariants/names(for:)`` the library draws.
extension SymbolLibrary {
    /// The symbol `name` shows under `variants`, or `nil` when the library draws none of its names.
    static func knownSymbol(named name: String, variants: SymbolVariants) -> Symbol? {
        variants.names(for: name).lazy.compactMap(knownSymbol(named:)).first
    }

    /// The symbol `name` shows under `variants`, or the placeholder's size and an empty drawing.
    static func symbol(named name: String, variants: SymbolVariants) -> Symbol {
        knownSymbol(named: name, variants: variants) ?? symbol(named: name)
    }
}
