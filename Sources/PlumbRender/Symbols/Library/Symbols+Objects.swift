import Foundation

/// Things about the house: a house, cogs, a bell, a bin, locks, a cart, a tag, a bookmark, a flag.
extension SymbolLibrary {
    /// A cog's rim: `teeth` teeth standing from radius `inner` out to `outer`, each `top` of a tooth's turn wide at
    /// the top.
    static func cog(teeth: Int, inner: CGFloat, outer: CGFloat, top: CGFloat) -> SymbolPath {
        let step = 2 * CGFloat.pi / CGFloat(teeth)
        let profile: [(CGFloat, CGFloat)] = [(0, inner), ((0.5 - top) / 2, outer), ((0.5 + top) / 2, outer), (0.5, inner)]
        let points = (0..<teeth).flatMap { tooth in
            profile.map { fraction, radius in
                let angle = (CGFloat(tooth) + fraction) * step
                return (0.5 + radius * cos(angle), 0.5 + radius * sin(angle))
            }
        }
        return .polyline(points, closed: true)
    }

    static let objects: [Symbol] = [
        SymbolShape(
            body: [.polyline([(0.5, 0.08), (0.84, 0.39), (0.84, 0.94), (0.16, 0.94), (0.16, 0.39)], closed: true)],
            holes: [.polyline([(0.4, 0.94), (0.4, 0.64), (0.6, 0.64), (0.6, 0.94)], closed: true)],
            overlay: [.stroke(.polyline([(0.04, 0.5), (0.5, 0.08), (0.96, 0.5)]))]
        ).symbols("house", width: 1.25, height: 1.1),
        [
            SymbolShape(body: [cog(teeth: 8, inner: 0.36, outer: 0.47, top: 0.26)], marks: [.circle(0.5, 0.5, radius: 0.14)])
                .outline("gear", width: 1.2, height: 1.2),
        ],
        SymbolShape(body: [cog(teeth: 8, inner: 0.37, outer: 0.46, top: 0.2)], holes: [.circle(0.5, 0.5, radius: 0.15)])
            .symbols("gearshape", width: 1.2, height: 1.2),
        SymbolShape(
            body: [
                SymbolPath(from: 0.12, 0.8)
                    .line(0.22, 0.66)
                    .curve((0.22, 0.3), (0.32, 0.14), to: (0.5, 0.14))
                    .curve((0.68, 0.14), (0.78, 0.3), to: (0.78, 0.66))
                    .line(0.88, 0.8)
                    .closed,
                .circle(0.5, 0.89, radius: 0.07),
            ],
            overlay: [.stroke(.polyline([(0.5, 0.05), (0.5, 0.14)]))]
        ).symbols("bell", width: 1.1, height: 1.2),
        SymbolShape(
            body: [.polyline([(0.18, 0.2), (0.24, 0.94), (0.76, 0.94), (0.82, 0.2)], closed: true)],
            marks: [((0.38, 0.34), (0.39, 0.8)), ((0.5, 0.34), (0.5, 0.8)), ((0.62, 0.34), (0.61, 0.8))].map { .polyline([$0, $1]) },
            overlay: [
                .stroke(.polyline([(0.08, 0.2), (0.92, 0.2)])),
                .stroke(.polyline([(0.36, 0.2), (0.38, 0.07), (0.62, 0.07), (0.64, 0.2)])),
            ]
        ).symbols("trash", width: 1.1, height: 1.2),
        SymbolShape(
            body: [.roundedRect(0.1, 0.5, 0.7, 0.6, radius: 0.1)],
            overlay: [.stroke(SymbolPath(from: 0.22, 0.5).arc(0.45, 0.34, radius: 0.23, from: 180, to: 360).line(0.68, 0.5))]
        ).symbols("lock", width: 0.9, height: 1.2, inFontSizes: true),
        SymbolShape(
            body: [.roundedRect(0.06, 0.5, 0.66, 0.6, radius: 0.1)],
            overlay: [.stroke(SymbolPath(from: 0.5, 0.5).arc(0.72, 0.32, radius: 0.22, from: 180, to: 360).line(0.94, 0.44))]
        ).symbols("lock.open", width: 1.05, height: 1.2, inFontSizes: true),
        SymbolShape(
            body: [
                .polyline([(0.28, 0.26), (1.2, 0.26), (1.1, 0.62), (0.36, 0.62)], closed: true),
                .circle(0.44, 0.96, radius: 0.075),
                .circle(1.04, 0.96, radius: 0.075),
            ],
            overlay: [.stroke(.polyline([(0.06, 0.12), (0.24, 0.12), (0.38, 0.78), (1.12, 0.78)]))]
        ).symbols("cart", width: 1.3, height: 1.15, inFontSizes: true),
        SymbolShape(
            body: [.polyline([(0.1, 0.1), (0.5, 0.1), (0.92, 0.52), (0.52, 0.92), (0.1, 0.5)], closed: true)],
            holes: [.circle(0.28, 0.28, radius: 0.06)]
        ).symbols("tag", width: 1.15, height: 1.15),
        SymbolShape(body: [.polyline([(0.16, 0.06), (0.84, 0.06), (0.84, 0.94), (0.5, 0.68), (0.16, 0.94)], closed: true)])
            .symbols("bookmark", width: 0.85, height: 1.15),
        SymbolShape(
            body: [
                SymbolPath(from: 0.14, 0.1)
                    .curve((0.34, 0.02), (0.52, 0.18), to: (0.86, 0.1))
                    .line(0.86, 0.58)
                    .curve((0.52, 0.66), (0.34, 0.5), to: (0.14, 0.58))
                    .closed,
            ],
            overlay: [.stroke(.polyline([(0.14, 0.06), (0.14, 0.96)]))]
        ).symbols("flag", width: 1.0, height: 1.1),
    ].flatMap { $0 }
}
