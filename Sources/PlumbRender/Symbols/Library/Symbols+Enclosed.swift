import Foundation

/// Circles, squares and the triangle, empty or with a figure inside: `checkmark.circle`, `plus.square.fill`, ….
extension SymbolLibrary {
    static let ring = SymbolPath.circle(0.5, 0.5, radius: 0.45)
    static let roundedSquare = SymbolPath.roundedRect(0.06, 0.06, 0.88, 0.88, radius: 0.12)
    static let warningTriangle = SymbolPath.polyline([(0.5, 0.08), (0.95, 0.88), (0.05, 0.88)], closed: true)

    /// The figures drawn inside a circle or a square, in its unit square: marks stroked, holes knocked out.
    static let enclosedFigures: [String: SymbolShape] = [
        "checkmark": SymbolShape(marks: [.polyline([(0.28, 0.52), (0.44, 0.68), (0.72, 0.34)])]),
        "xmark": SymbolShape(marks: [.polyline([(0.33, 0.33), (0.67, 0.67)]), .polyline([(0.67, 0.33), (0.33, 0.67)])]),
        "plus": SymbolShape(marks: [.polyline([(0.5, 0.27), (0.5, 0.73)]), .polyline([(0.27, 0.5), (0.73, 0.5)])]),
        "minus": SymbolShape(marks: [.polyline([(0.27, 0.5), (0.73, 0.5)])]),
        "info": SymbolShape(marks: [.polyline([(0.5, 0.44), (0.5, 0.72)]), .circle(0.5, 0.31, radius: 0.025)]),
        "arrow.right": SymbolShape(marks: [
            .polyline([(0.27, 0.5), (0.72, 0.5)]), .polyline([(0.52, 0.3), (0.72, 0.5), (0.52, 0.7)]),
        ]),
        "questionmark": SymbolShape(marks: [
            SymbolPath(from: 0.37, 0.37)
                .curve((0.37, 0.26), (0.44, 0.22), to: (0.51, 0.22))
                .curve((0.59, 0.22), (0.65, 0.28), to: (0.65, 0.35))
                .curve((0.65, 0.46), (0.5, 0.46), to: (0.5, 0.58)),
            .circle(0.5, 0.73, radius: 0.02),
        ]),
        "ellipsis": SymbolShape(marks: [0.29, 0.5, 0.71].map { .circle($0, 0.5, radius: 0.025) }),
        "star": SymbolShape(holes: [star.fitted(into: CGRect(x: 0.25, y: 0.22, width: 0.5, height: 0.5))]),
        "heart": SymbolShape(holes: [heart.fitted(into: CGRect(x: 0.25, y: 0.27, width: 0.5, height: 0.48))]),
        "person": SymbolShape(holes: personFigure.map { $0.fitted(into: CGRect(x: 0.26, y: 0.17, width: 0.48, height: 0.56)) }),
    ]

    static let enclosed: [Symbol] = enclosedFigures.flatMap { name, figure in
        figure.enclosed(by: ring).symbols(name + ".circle", width: 1.2, height: 1.2)
    } + enclosedFigures.filter { ["plus", "checkmark"].contains($0.key) }.flatMap { name, figure in
        figure.enclosed(by: roundedSquare).symbols(name + ".square", width: 1.15, height: 1.15)
    } + [
        SymbolShape(body: [ring]).symbols("circle", width: 1.2, height: 1.2),
        SymbolShape(body: [roundedSquare]).symbols("square", width: 1.15, height: 1.15),
        SymbolShape(body: [warningTriangle], marks: [.polyline([(0.5, 0.36), (0.5, 0.6)]), .circle(0.5, 0.74, radius: 0.015)])
            .symbols("exclamationmark.triangle", width: 1.25, height: 1.15),
    ].flatMap { $0 }
}
