import PlumbInterpreter
import PlumbLayout

/// The stand-in for a view whose content Plumb cannot draw (a map without tiles, a UIKit view): a greedy area in a
/// fill colour, taking the size it is offered, with a symbol and a title in the secondary foreground in its middle.
enum PlaceholderArea {
    static func make(_ types: SceneTypes, at location: SourceLocation?, typeName: String, fill: Color, symbol: String, title: String) -> Value {
        let parts = ControlParts(types: types, location: location)
        let area = types.make("Rectangle", ShapeView(kind: .rectangle, paint: .fill(.color(fill))))
        let caption = parts.node(ViewKind.secondaryForeground, parts.node(
            .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 4),
            parts.group([types.make("Image", ImageView(name: symbol, isSystemSymbol: true)), types.text(title, at: location)])
        ))
        return types.view(typeName, SceneView(.transparent, content: [parts.node(.overlay(.center), area, caption)], at: location))
    }
}
