import Foundation
import PlumbInterpreter
import PlumbLayout

/// SF Symbols' variants and the rest of `Image(systemName:)`'s family: `SymbolVariants` (`.fill`, `.circle.fill`,
/// `.slash`…), `symbolVariant(_:)` — the variant every symbol below shows where the symbol has it (the variants of
/// nested modifiers add up; `.none` changes nothing, as in SwiftUI), `environment(\.symbolVariants, _)`, which sets
/// the variant outright (`.none` shows symbols as named again), and `Image(systemName:variableValue:)`, drawn
/// whole (a still preview shows the symbol at its full value).
enum SymbolVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let wrap = { (variants: SymbolVariants) in types.make("SymbolVariants", variants) }
        var variants = NativeType("SymbolVariants", conformances: ["Equatable", "Hashable"])
        let shapes = SymbolVariants.Shape.allCases.map { ($0.rawValue, SymbolVariants(shape: $0)) }
        for (name, value) in [("none", SymbolVariants.none), ("fill", .fill), ("slash", .slash)] + shapes {
            variants.staticConstant(name, wrap(value))
        }
        variants.computed("fill") { (value: SymbolVariants) in wrap(value.fill) }
        variants.computed("slash") { (value: SymbolVariants) in wrap(value.slash) }
        for shape in SymbolVariants.Shape.allCases {
            variants.computed(shape.rawValue) { (value: SymbolVariants) in wrap(value.enclosed(in: shape)) }
        }
        variants.describe = { "\($0 as! SymbolVariants)" }
        library.register(variants)

        var view = NativeType("View", isProtocol: true)
        view.method("symbolVariant", [NativeParameter(nil, "SymbolVariants")]) { call in
            call.modified(.environment(try call.payload(0, as: SymbolVariants.self, "SymbolVariants").writer))
        }
        view.method("environment", [NativeParameter(nil, "Any"), NativeParameter(nil, "SymbolVariants")]) { call in
            guard case .keyPath(let path) = call[0], path.components == ["symbolVariants"] else {
                throw call.mismatch(0, "WritableKeyPath<EnvironmentValues, SymbolVariants>")
            }
            let variants = try call.payload(1, as: SymbolVariants.self, "SymbolVariants")
            return call.environment("environment(\\.symbolVariants, \(variants))") { $0.symbolVariants = variants }
        }
        library.register(view)

        var image = NativeType("Image")
        image.initializer([NativeParameter("systemName", "String"), NativeParameter("variableValue", "Double?")]) { call in
            types.make("Image", ImageView(name: try call.string(0), isSystemSymbol: true))
        }
        library.register(image)
    }
}
