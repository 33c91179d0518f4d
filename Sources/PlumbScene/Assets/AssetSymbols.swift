import PlumbInterpreter

/// The symbols Xcode generates for an asset catalog's colours and images, where a type of theirs is expected:
/// `Color.brand`, `.foregroundStyle(.accent)`, `UIColor.brand`, `Image(.hero)` — and, where a name is expected,
/// the asset's name, so `Color(.brand)` and `Image(.hero)` find the asset as `Color("Brand")` and `Image("Hero")` do.
enum AssetSymbols {
    static func members(of assets: AssetCatalog, _ types: SceneTypes) -> (isName: @Sendable (String) -> Bool, value: (TypeInfo, String) throws -> Value?) {
        ({ assets.hasSymbol($0) }, { type, symbol in
            guard let (name, asset) = assets.asset(symbol: symbol) else { return nil }
            switch (asset, type.name) {
            case (_, "String"): return .string(name)
            case (.color(let color), "Color"), (.color(let color), "ShapeStyle"), (.color(let color), "ColorResource"): return types.make("Color", color)
            case (.color(let color), "UIColor"): return types.make("UIColor", color)
            case (.image(let image), "Image"), (.image(let image), "ImageResource"): return types.make("Image", image)
            case (.image(let image), "UIImage"): return types.make("UIImage", image)
            default: return nil
            }
        })
    }
}
