import Foundation

/// A symbol's figure, defined once and drawn two ways: outlined (`bell`) and filled (`bell.fill`).
struct SymbolShape: Sendable {
    /// Closed outlines: stroked, or filled out to the stroke's outer edge.
    var body: [SymbolPath] = []
    /// Lines on the body: stroked, or cut out of the filled body.
    var marks: [SymbolPath] = []
    /// Closed figures on the body: stroked, or cut out of the filled body with their insides.
    var holes: [SymbolPath] = []
    /// Painted alike in both, over the rest (a trash can's lid, a slider's knobs).
    var overlay: [Symbol.Element] = []

    var outlined: [Symbol.Element] { (body + marks + holes).map { .stroke($0) } + overlay }

    var filled: [Symbol.Element] {
        body.flatMap { [.fill($0), .stroke($0)] } + marks.map { .cutout($0) } + holes.map { .hole($0) } + overlay
    }

    /// The figure's marks and holes inside `frame` as its body (`checkmark` in a circle).
    func enclosed(by frame: SymbolPath) -> SymbolShape {
        SymbolShape(body: [frame] + body, marks: marks, holes: holes, overlay: overlay)
    }

    /// Every outline replaced by `transform` of it.
    func mapped(_ transform: (SymbolPath) -> SymbolPath) -> SymbolShape {
        SymbolShape(
            body: body.map(transform), marks: marks.map(transform), holes: holes.map(transform), overlay: overlay.map { $0.mapped(transform) }
        )
    }

    /// `name`, outlined, and `name.fill`, filled, both `width` × `height` font sizes. `inFontSizes`: the figure is
    /// drawn in font sizes on that frame, so that its circles stay round, rather than in the unit square.
    func symbols(_ name: String, width: CGFloat, height: CGFloat, inFontSizes: Bool = false) -> [Symbol] {
        let shape = inFontSizes ? mapped { $0.normalized(width: width, height: height) } : self
        return [
            Symbol(name: name, widthFactor: width, heightFactor: height, elements: shape.outlined),
            Symbol(name: name + ".fill", widthFactor: width, heightFactor: height, elements: shape.filled),
        ]
    }

    /// `name`, outlined only: SF Symbols has no filled variant.
    func outline(_ name: String, width: CGFloat, height: CGFloat, inFontSizes: Bool = false) -> Symbol {
        symbols(name, width: width, height: height, inFontSizes: inFontSizes)[0]
    }
}
