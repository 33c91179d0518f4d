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

    private static let chevronLeft = SymbolPath.polyline([(0.72, 0.08), (0.28, 0.5), (0.72, 0.92)])
    private static let star = SymbolPath.star(center: CGPoint(x: 0.5, y: 0.54), radii: [0.48, 0.2], corners: 10)
    private static let heart = SymbolPath([
        .move(CGPoint(x: 0.5, y: 0.92)),
        .curve(CGPoint(x: 0.25, y: 0.74), CGPoint(x: 0.04, y: 0.56), to: CGPoint(x: 0.04, y: 0.34)),
        .curve(CGPoint(x: 0.04, y: 0.05), CGPoint(x: 0.4, y: 0.0), to: CGPoint(x: 0.5, y: 0.24)),
        .curve(CGPoint(x: 0.6, y: 0.0), CGPoint(x: 0.96, y: 0.05), to: CGPoint(x: 0.96, y: 0.34)),
        .curve(CGPoint(x: 0.96, y: 0.56), CGPoint(x: 0.75, y: 0.74), to: CGPoint(x: 0.5, y: 0.92)),
        .close,
    ])
    /// A map pin: a round head over a point, with a hole.
    private static let pin = SymbolPath([
        .move(CGPoint(x: 0.5, y: 0.86)),
        .curve(CGPoint(x: 0.3, y: 0.6), CGPoint(x: 0.2, y: 0.48), to: CGPoint(x: 0.2, y: 0.36)),
        .curve(CGPoint(x: 0.2, y: 0.18), CGPoint(x: 0.34, y: 0.05), to: CGPoint(x: 0.5, y: 0.05)),
        .curve(CGPoint(x: 0.66, y: 0.05), CGPoint(x: 0.8, y: 0.18), to: CGPoint(x: 0.8, y: 0.36)),
        .curve(CGPoint(x: 0.8, y: 0.48), CGPoint(x: 0.7, y: 0.6), to: CGPoint(x: 0.5, y: 0.86)),
        .close,
    ])
    private static let warningTriangle = SymbolPath.polyline([(0.5, 0.08), (0.95, 0.88), (0.05, 0.88)], closed: true)
    private static let exclamationMark = SymbolPath.polyline([(0.5, 0.36), (0.5, 0.6)])
    private static let gearTeeth: SymbolPath = {
        let teeth = 8
        var points: [(CGFloat, CGFloat)] = []
        for tooth in 0..<teeth {
            let base = CGFloat(tooth) * 2 * .pi / CGFloat(teeth)
            let step = 2 * CGFloat.pi / CGFloat(teeth)
            for (fraction, radius) in [(0.0, 0.36), (0.12, 0.47), (0.38, 0.47), (0.5, 0.36)] as [(CGFloat, CGFloat)] {
                let angle = base + fraction * step
                points.append((0.5 + radius * cos(angle), 0.5 + radius * sin(angle)))
            }
        }
        return SymbolPath.polyline(points, closed: true)
    }()

    /// The marks drawn inside a circle (`checkmark.circle`, `xmark.circle.fill`, …), in the circle's unit square.
    private static let circledMarks: [(String, [SymbolPath])] = [
        ("checkmark", [.polyline([(0.28, 0.52), (0.44, 0.68), (0.72, 0.34)])]),
        ("xmark", [.polyline([(0.33, 0.33), (0.67, 0.67)]), .polyline([(0.67, 0.33), (0.33, 0.67)])]),
        ("plus", [.polyline([(0.5, 0.27), (0.5, 0.73)]), .polyline([(0.27, 0.5), (0.73, 0.5)])]),
        ("minus", [.polyline([(0.27, 0.5), (0.73, 0.5)])]),
        ("info", [.polyline([(0.5, 0.44), (0.5, 0.72)]), .circle(0.5, 0.31, radius: 0.025)]),
    ]

    /// Each circled mark outlined (`checkmark.circle`: the circle and the mark stroked) and filled
    /// (`checkmark.circle.fill`: a disc with the mark cut out), the size of `circle`.
    private static let circledSymbols: [Symbol] = circledMarks.flatMap { name, mark in
        [
            Symbol(name: name + ".circle", widthFactor: 1.2, heightFactor: 1.2, elements: [.stroke(.circle(0.5, 0.5, radius: 0.45))] + mark.map { .stroke($0) }),
            Symbol(name: name + ".circle.fill", widthFactor: 1.2, heightFactor: 1.2, elements: [.fill(.circle(0.5, 0.5, radius: 0.48))] + mark.map { .cutout($0) }),
        ]
    }

    private static let symbols: [String: Symbol] = Dictionary(uniqueKeysWithValues: (circledSymbols + [
        Symbol(name: "globe", widthFactor: 1.2, heightFactor: 1.16, elements: [
            .stroke(.circle(0.5, 0.5, radius: 0.45)),
            .stroke(.ellipse(CGRect(x: 0.3, y: 0.05, width: 0.4, height: 0.9))),
            .stroke(.polyline([(0.5, 0.05), (0.5, 0.95)])),
            .stroke(.polyline([(0.05, 0.5), (0.95, 0.5)])),
            .stroke(.polyline([(0.12, 0.28), (0.88, 0.28)])),
            .stroke(.polyline([(0.12, 0.72), (0.88, 0.72)])),
        ]),
        Symbol(name: "arrow.right.circle.fill", widthFactor: 1.2, heightFactor: 1.2, elements: [
            .fill(.circle(0.5, 0.5, radius: 0.48)),
            .cutout(.polyline([(0.27, 0.5), (0.72, 0.5)])),
            .cutout(.polyline([(0.52, 0.3), (0.72, 0.5), (0.52, 0.7)])),
        ]),
        Symbol(name: "star", widthFactor: 1.25, heightFactor: 1.2, elements: [.stroke(star)]),
        Symbol(name: "star.fill", widthFactor: 1.25, heightFactor: 1.2, elements: [.fill(star), .stroke(star)]),
        Symbol(name: "heart", widthFactor: 1.25, heightFactor: 1.1, elements: [.stroke(heart)]),
        Symbol(name: "heart.fill", widthFactor: 1.25, heightFactor: 1.1, elements: [.fill(heart), .stroke(heart)]),
        Symbol(name: "checkmark", widthFactor: 1.1, heightFactor: 1.05, elements: [
            .stroke(.polyline([(0.1, 0.55), (0.38, 0.86), (0.9, 0.12)])),
        ]),
        Symbol(name: "xmark", widthFactor: 0.9, heightFactor: 0.9, elements: [
            .stroke(.polyline([(0.12, 0.12), (0.88, 0.88)])),
            .stroke(.polyline([(0.88, 0.12), (0.12, 0.88)])),
        ]),
        Symbol(name: "plus", widthFactor: 1, heightFactor: 1, elements: [
            .stroke(.polyline([(0.5, 0.1), (0.5, 0.9)])),
            .stroke(.polyline([(0.1, 0.5), (0.9, 0.5)])),
        ]),
        Symbol(name: "minus", widthFactor: 1, heightFactor: 1, elements: [.stroke(.polyline([(0.1, 0.5), (0.9, 0.5)]))]),
        Symbol(name: "chevron.left", widthFactor: 0.62, heightFactor: 1.1, elements: [.stroke(chevronLeft)]),
        Symbol(name: "chevron.right", widthFactor: 0.62, heightFactor: 1.1, elements: [.stroke(chevronLeft.mirroredHorizontally)]),
        Symbol(name: "chevron.up", widthFactor: 1.1, heightFactor: 0.62, elements: [.stroke(chevronLeft.transposed)]),
        Symbol(name: "chevron.down", widthFactor: 1.1, heightFactor: 0.62, elements: [
            .stroke(chevronLeft.mirroredHorizontally.transposed),
        ]),
        Symbol(name: "chevron.up.chevron.down", widthFactor: 0.7, heightFactor: 1.2, elements: [
            .stroke(.polyline([(0.18, 0.4), (0.5, 0.12), (0.82, 0.4)])),
            .stroke(.polyline([(0.18, 0.6), (0.5, 0.88), (0.82, 0.6)])),
        ]),
        Symbol(name: "circle", widthFactor: 1.2, heightFactor: 1.2, elements: [.stroke(.circle(0.5, 0.5, radius: 0.45))]),
        Symbol(name: "circle.fill", widthFactor: 1.2, heightFactor: 1.2, elements: [.fill(.circle(0.5, 0.5, radius: 0.48))]),
        Symbol(name: "exclamationmark.triangle", widthFactor: 1.25, heightFactor: 1.15, elements: [
            .stroke(warningTriangle), .stroke(exclamationMark), .fill(.circle(0.5, 0.74, radius: 0.045)),
        ]),
        Symbol(name: "exclamationmark.triangle.fill", widthFactor: 1.25, heightFactor: 1.15, elements: [
            .fill(warningTriangle), .stroke(warningTriangle), .cutout(exclamationMark), .cutout(.circle(0.5, 0.74, radius: 0.02)),
        ]),
        Symbol(name: "calendar", widthFactor: 1.2, heightFactor: 1.1, elements: [
            .stroke(.polyline([(0.08, 0.16), (0.92, 0.16), (0.92, 0.92), (0.08, 0.92)], closed: true)),
            .fill(.polyline([(0.08, 0.16), (0.92, 0.16), (0.92, 0.32), (0.08, 0.32)], closed: true)),
            .stroke(.polyline([(0.3, 0.06), (0.3, 0.2)])), .stroke(.polyline([(0.7, 0.06), (0.7, 0.2)])),
        ]),
        Symbol(name: "mappin", widthFactor: 0.75, heightFactor: 1.15, elements: [.fill(pin), .cutout(.circle(0.5, 0.36, radius: 0.1))]),
        Symbol(name: "mappin.and.ellipse", widthFactor: 1.1, heightFactor: 1.15, elements: [
            .fill(pin), .cutout(.circle(0.5, 0.36, radius: 0.1)), .stroke(.ellipse(CGRect(x: 0.1, y: 0.8, width: 0.8, height: 0.16))),
        ]),
        Symbol(name: "envelope", widthFactor: 1.3, heightFactor: 1.0, elements: [
            .stroke(.polyline([(0.06, 0.18), (0.94, 0.18), (0.94, 0.84), (0.06, 0.84)], closed: true)),
            .stroke(.polyline([(0.06, 0.2), (0.5, 0.56), (0.94, 0.2)])),
        ]),
        Symbol(name: "clock", widthFactor: 1.2, heightFactor: 1.2, elements: [
            .stroke(.circle(0.5, 0.5, radius: 0.45)), .stroke(.polyline([(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)])),
        ]),
        Symbol(name: "square", widthFactor: 1.15, heightFactor: 1.15, elements: [
            .stroke(SymbolPath([
                .move(CGPoint(x: 0.18, y: 0.06)), .line(CGPoint(x: 0.82, y: 0.06)),
                .curve(CGPoint(x: 0.9, y: 0.06), CGPoint(x: 0.94, y: 0.1), to: CGPoint(x: 0.94, y: 0.18)),
                .line(CGPoint(x: 0.94, y: 0.82)),
                .curve(CGPoint(x: 0.94, y: 0.9), CGPoint(x: 0.9, y: 0.94), to: CGPoint(x: 0.82, y: 0.94)),
                .line(CGPoint(x: 0.18, y: 0.94)),
                .curve(CGPoint(x: 0.1, y: 0.94), CGPoint(x: 0.06, y: 0.9), to: CGPoint(x: 0.06, y: 0.82)),
                .line(CGPoint(x: 0.06, y: 0.18)),
                .curve(CGPoint(x: 0.06, y: 0.1), CGPoint(x: 0.1, y: 0.06), to: CGPoint(x: 0.18, y: 0.06)),
                .close,
            ])),
        ]),
        Symbol(name: "person", widthFactor: 1.1, heightFactor: 1.15, elements: [
            .stroke(.circle(0.5, 0.28, radius: 0.2)),
            .stroke(SymbolPath([
                .move(CGPoint(x: 0.1, y: 0.94)),
                .curve(CGPoint(x: 0.1, y: 0.68), CGPoint(x: 0.28, y: 0.58), to: CGPoint(x: 0.5, y: 0.58)),
                .curve(CGPoint(x: 0.72, y: 0.58), CGPoint(x: 0.9, y: 0.68), to: CGPoint(x: 0.9, y: 0.94)),
                .close,
            ])),
        ]),
        Symbol(name: "gear", widthFactor: 1.2, heightFactor: 1.2, elements: [
            .stroke(gearTeeth),
            .stroke(.circle(0.5, 0.5, radius: 0.14)),
        ]),
        Symbol(name: "trash", widthFactor: 1.1, heightFactor: 1.2, elements: [
            .stroke(.polyline([(0.08, 0.2), (0.92, 0.2)])),
            .stroke(.polyline([(0.36, 0.2), (0.38, 0.07), (0.62, 0.07), (0.64, 0.2)])),
            .stroke(.polyline([(0.18, 0.2), (0.24, 0.94), (0.76, 0.94), (0.82, 0.2)])),
            .stroke(.polyline([(0.38, 0.34), (0.39, 0.8)])),
            .stroke(.polyline([(0.5, 0.34), (0.5, 0.8)])),
            .stroke(.polyline([(0.62, 0.34), (0.61, 0.8)])),
        ]),
        Symbol(name: "square.and.arrow.up", widthFactor: 1, heightFactor: 1.3, elements: [
            .stroke(.polyline([(0.32, 0.38), (0.12, 0.38), (0.12, 0.96), (0.88, 0.96), (0.88, 0.38), (0.68, 0.38)])),
            .stroke(.polyline([(0.5, 0.05), (0.5, 0.64)])),
            .stroke(.polyline([(0.3, 0.24), (0.5, 0.05), (0.7, 0.24)])),
        ]),
        Symbol(name: "pencil", widthFactor: 1.15, heightFactor: 1.15, elements: [
            .stroke(.polyline([(0.72, 0.08), (0.92, 0.28), (0.32, 0.88), (0.08, 0.92), (0.12, 0.68)], closed: true)),
            .stroke(.polyline([(0.62, 0.18), (0.82, 0.38)])),
        ]),
        Symbol(name: "house", widthFactor: 1.25, heightFactor: 1.1, elements: [
            .stroke(.polyline([(0.04, 0.5), (0.5, 0.08), (0.96, 0.5)])),
            .stroke(.polyline([(0.16, 0.4), (0.16, 0.94), (0.84, 0.94), (0.84, 0.4)])),
            .stroke(.polyline([(0.4, 0.94), (0.4, 0.64), (0.6, 0.64), (0.6, 0.94)])),
        ]),
        Symbol(name: "magnifyingglass", widthFactor: 1.15, heightFactor: 1.15, elements: [
            .stroke(.circle(0.42, 0.42, radius: 0.32)),
            .stroke(.polyline([(0.65, 0.65), (0.94, 0.94)])),
        ]),
        Symbol(name: "bell", widthFactor: 1.1, heightFactor: 1.2, elements: [
            .stroke(SymbolPath([
                .move(CGPoint(x: 0.12, y: 0.8)), .line(CGPoint(x: 0.22, y: 0.66)),
                .curve(CGPoint(x: 0.22, y: 0.3), CGPoint(x: 0.32, y: 0.14), to: CGPoint(x: 0.5, y: 0.14)),
                .curve(CGPoint(x: 0.68, y: 0.14), CGPoint(x: 0.78, y: 0.3), to: CGPoint(x: 0.78, y: 0.66)),
                .line(CGPoint(x: 0.88, y: 0.8)),
                .close,
            ])),
            .stroke(.polyline([(0.5, 0.05), (0.5, 0.14)])),
            .stroke(.circle(0.5, 0.89, radius: 0.07)),
        ]),
    ]).map { ($0.name, $0) })
}
