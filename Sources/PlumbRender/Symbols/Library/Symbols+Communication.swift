import Foundation

/// Mail, messages and calls.
extension SymbolLibrary {
    static let communication: [Symbol] = [
        SymbolShape(
            body: [.polyline([(0.06, 0.18), (0.94, 0.18), (0.94, 0.84), (0.06, 0.84)], closed: true)],
            marks: [.polyline([(0.06, 0.2), (0.5, 0.56), (0.94, 0.2)])]
        ).symbols("envelope", width: 1.3, height: 1.0),
        SymbolShape(
            body: [.polyline([(0.94, 0.06), (0.06, 0.44), (0.44, 0.56), (0.56, 0.94)], closed: true)],
            marks: [.polyline([(0.44, 0.56), (0.94, 0.06)])]
        ).symbols("paperplane", width: 1.15, height: 1.15),
        SymbolShape(body: [SymbolPath(from: 0.14, 1.0).arc(0.6, 0.52, radius: 0.46, from: 135, to: 475).closed])
            .symbols("message", width: 1.15, height: 1.1, inFontSizes: true),
        SymbolShape(body: [
            SymbolPath(from: 0.1, 0.96)
                .curve((0.18, 0.9), (0.24, 0.8), to: (0.3, 0.78))
                .arc(0.74, 0.58, radius: 0.2, from: 90, to: 0)
                .arc(0.74, 0.28, radius: 0.2, from: 0, to: -90)
                .arc(0.26, 0.28, radius: 0.2, from: -90, to: -180)
                .line(0.06, 0.62)
                .curve((0.06, 0.78), (0.1, 0.9), to: (0.1, 0.96))
                .closed,
        ]).symbols("bubble.left", width: 1.2, height: 1.05),
        SymbolShape(body: [
            SymbolPath(from: 0.28, 0.06)
                .line(0.42, 0.3)
                .line(0.32, 0.42)
                .curve((0.38, 0.56), (0.44, 0.62), to: (0.58, 0.68))
                .line(0.7, 0.58)
                .line(0.94, 0.72)
                .curve((0.92, 0.86), (0.84, 0.94), to: (0.72, 0.94))
                .curve((0.36, 0.9), (0.1, 0.64), to: (0.06, 0.28))
                .curve((0.06, 0.16), (0.16, 0.08), to: (0.28, 0.06))
                .closed,
        ]).symbols("phone", width: 1.1, height: 1.1),
    ].flatMap { $0 }
}
