import Foundation

/// Weather, fire, plants, stars and hearts.
extension SymbolLibrary {
    static let star = SymbolPath.star(center: CGPoint(x: 0.5, y: 0.54), radii: [0.48, 0.2], corners: 10)
    static let heart = SymbolPath.symmetric(from: 0.5, 0.92, curves: [
        ((0.25, 0.74), (0.04, 0.56), (0.04, 0.34)),
        ((0.04, 0.05), (0.4, 0.0), (0.5, 0.24)),
    ]).closed

    /// Eight rays around the sun's disc.
    static let sunRays = stride(from: 0, to: 360, by: 45).map { degrees in
        let (x, y) = (cos(CGFloat(degrees) * .pi / 180), sin(CGFloat(degrees) * .pi / 180))
        return SymbolPath.polyline([(0.5 + 0.32 * x, 0.5 + 0.32 * y), (0.5 + 0.45 * x, 0.5 + 0.45 * y)])
    }

    static let nature: [Symbol] = [
        SymbolShape(body: [star]).symbols("star", width: 1.25, height: 1.2),
        SymbolShape(body: [heart]).symbols("heart", width: 1.25, height: 1.1),
        SymbolShape(body: [.polyline([(0.64, 0.04), (0.12, 0.58), (0.46, 0.58), (0.36, 0.96), (0.88, 0.42), (0.54, 0.42)], closed: true)])
            .symbols("bolt", width: 0.8, height: 1.2),
        SymbolShape(
            body: [
                SymbolPath(from: 0.5, 0.96)
                    .curve((0.26, 0.96), (0.1, 0.8), to: (0.1, 0.6))
                    .curve((0.1, 0.4), (0.26, 0.3), to: (0.34, 0.2))
                    .curve((0.4, 0.12), (0.42, 0.08), to: (0.42, 0.03))
                    .curve((0.58, 0.12), (0.66, 0.24), to: (0.66, 0.36))
                    .curve((0.7, 0.32), (0.73, 0.28), to: (0.74, 0.22))
                    .curve((0.86, 0.34), (0.9, 0.48), to: (0.9, 0.62))
                    .curve((0.9, 0.82), (0.74, 0.96), to: (0.5, 0.96))
                    .closed,
            ],
            holes: [
                SymbolPath.symmetric(from: 0.5, 0.86, curves: [((0.38, 0.86), (0.34, 0.78), (0.36, 0.7)), ((0.38, 0.62), (0.48, 0.56), (0.5, 0.48))])
                    .closed,
            ]
        ).symbols("flame", width: 0.95, height: 1.15),
        SymbolShape(body: [
            SymbolPath([])
                .arc(0.38, 0.58, radius: 0.24, from: 90, to: 277.3)
                .arc(0.7, 0.42, radius: 0.3, from: 195.1, to: 352.3)
                .arc(1.0, 0.6, radius: 0.22, from: 269.3, to: 450)
                .closed,
        ]).symbols("cloud", width: 1.3, height: 0.9, inFontSizes: true),
        SymbolShape(
            body: [.circle(0.5, 0.5, radius: 0.2)],
            overlay: sunRays.map { .stroke($0) }
        ).symbols("sun.max", width: 1.25, height: 1.25),
        SymbolShape(body: [
            SymbolPath([]).arc(0.5, 0.5, radius: 0.44, from: 10.5, to: 269.9).arc(0.74, 0.3, radius: 0.34, from: 224.9, to: 55.5).closed,
        ]).symbols("moon", width: 1.05, height: 1.05),
        SymbolShape(
            body: [
                SymbolPath(from: 0.18, 0.84)
                    .curve((0.06, 0.44), (0.4, 0.1), to: (0.94, 0.08))
                    .curve((0.94, 0.62), (0.62, 0.92), to: (0.18, 0.84))
                    .closed,
            ],
            marks: [.polyline([(0.24, 0.78), (0.66, 0.36)])],
            overlay: [.stroke(.polyline([(0.08, 0.95), (0.24, 0.78)]))]
        ).symbols("leaf", width: 1.15, height: 1.05),
        [
            Symbol(name: "sparkles", widthFactor: 1.1, heightFactor: 1.15, elements: SymbolShape(body: [
                .star(center: CGPoint(x: 0.4, y: 0.6), radii: [0.36, 0.09], corners: 8),
                .star(center: CGPoint(x: 0.78, y: 0.22), radii: [0.18, 0.05], corners: 8),
                .star(center: CGPoint(x: 0.82, y: 0.76), radii: [0.12, 0.035], corners: 8),
            ]).filled),
        ],
    ].flatMap { $0 }
}
