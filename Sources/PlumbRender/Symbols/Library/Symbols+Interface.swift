import Foundation

/// Lists, grids, sliders, charts, signal, time and sight.
extension SymbolLibrary {
    /// Three lines with a knob on each, drawn in font sizes on a 1.2 × 1 frame: each knob hides the line behind it.
    static let sliders: [Symbol.Element] = [(0.2, 0.8), (0.5, 0.38), (0.8, 0.64)].flatMap { y, x -> [Symbol.Element] in
        let knob = SymbolPath.circle(x, y, radius: 0.1)
        return [.stroke(.polyline([(0.08, y), (1.12, y)])), .hole(knob), .stroke(knob)]
    }

    /// Three arcs over a dot, drawn in font sizes on a 1.2 × 0.9 frame.
    static let wifiWaves: [Symbol.Element] = [0.22, 0.44, 0.66].map { radius in
        .stroke(SymbolPath([]).arc(0.6, 0.8, radius: radius, from: -135, to: -45))
    } + [.fill(.circle(0.6, 0.8, radius: 0.07))]

    /// An eye in font sizes on a 1.35 × `height` frame: an almond, its iris and its pupil.
    static func eye(height: CGFloat) -> SymbolShape {
        let y = height / 2
        return SymbolShape(
            body: [
                SymbolPath(from: 0.06, y)
                    .curve((0.3, y - 0.37), (1.05, y - 0.37), to: (1.29, y))
                    .curve((1.05, y + 0.37), (0.3, y + 0.37), to: (0.06, y))
                    .closed,
            ],
            marks: [.circle(0.675, y, radius: 0.2)],
            overlay: [.fill(.circle(0.675, y, radius: 0.08))]
        )
    }

    /// An eye struck through, with a gap cut along each side of the stroke.
    static let slashedEye: SymbolShape = {
        var shape = eye(height: 1.1)
        let slash: [(x: CGFloat, y: CGFloat)] = [(0.22, 0.06), (1.13, 1.04)]
        let length = hypot(slash[1].x - slash[0].x, slash[1].y - slash[0].y)
        let normal = ((slash[1].y - slash[0].y) / length, (slash[0].x - slash[1].x) / length)
        let gaps = [-0.07, 0.07].map { offset in SymbolPath.polyline(slash.map { ($0.x + normal.0 * offset, $0.y + normal.1 * offset) }) }
        shape.overlay += gaps.map { .cutout($0) } + [.stroke(.polyline(slash.map { ($0.x, $0.y) }))]
        return shape
    }()

    static let interface: [Symbol] = [
        [
            Symbol(name: "list.bullet", widthFactor: 1.2, heightFactor: 0.85, elements: [0.16, 0.5, 0.84].flatMap { y in
                [Symbol.Element.stroke(.circle(0.1, y, radius: 0.02)), .stroke(.polyline([(0.3, y), (0.94, y)]))]
            }),
            Symbol(name: "line.3.horizontal", widthFactor: 1.1, heightFactor: 0.75, elements: [0.14, 0.5, 0.86].map { y in
                .stroke(.polyline([(0.08, y), (0.92, y)]))
            }),
            SymbolShape(overlay: sliders).outline("slider.horizontal.3", width: 1.2, height: 1.0, inFontSizes: true),
            SymbolShape(overlay: wifiWaves).outline("wifi", width: 1.2, height: 0.9, inFontSizes: true),
        ],
        SymbolShape(body: [(0.08, 0.08), (0.56, 0.08), (0.08, 0.56), (0.56, 0.56)].map { x, y in .roundedRect(x, y, 0.36, 0.36, radius: 0.08) })
            .symbols("square.grid.2x2", width: 1.1, height: 1.1),
        SymbolShape(body: [(0.08, 0.56), (0.39, 0.32), (0.7, 0.08)].map { x, y in .roundedRect(x, y, 0.22, 0.92 - y, radius: 0.04) })
            .symbols("chart.bar", width: 1.1, height: 1.0),
        eye(height: 0.9).symbols("eye", width: 1.35, height: 0.9, inFontSizes: true),
        slashedEye.symbols("eye.slash", width: 1.35, height: 1.1, inFontSizes: true),
        SymbolShape(body: [ring], marks: [.polyline([(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)])]).symbols("clock", width: 1.2, height: 1.2),
    ].flatMap { $0 }
}
