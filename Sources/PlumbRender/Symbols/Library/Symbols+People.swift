import Foundation

/// People and hands.
extension SymbolLibrary {
    /// A head over rounded shoulders.
    static let personFigure = [
        SymbolPath.circle(0.5, 0.28, radius: 0.2),
        SymbolPath.symmetric(from: 0.1, 0.94, curves: [((0.1, 0.68), (0.28, 0.58), (0.5, 0.58))]).closed,
    ]

    /// A head and shoulders cut off by the circle around them.
    static let croppedPerson = [
        SymbolPath.circle(0.5, 0.37, radius: 0.16),
        SymbolPath.symmetric(from: 0.21, 0.845, curves: [((0.28, 0.7), (0.38, 0.63), (0.5, 0.63))])
            .arc(0.5, 0.5, radius: 0.45, from: 50, to: 130)
            .closed,
    ]

    /// Two people, one in front of and lower than the other, in font sizes on a 1.4 × 1.05 frame.
    static let twoPeople = personFigure.map { $0.fitted(into: CGRect(x: 0.02, y: 0.06, width: 0.96, height: 0.96)) } + [
        SymbolPath.circle(0.98, 0.28, radius: 0.16),
        SymbolPath(from: 0.93, 0.82)
            .line(1.3, 0.82)
            .curve((1.3, 0.64), (1.16, 0.54), to: (0.98, 0.54))
            .curve((0.9, 0.54), (0.85, 0.56), to: (0.82, 0.6))
            .curve((0.88, 0.68), (0.91, 0.76), to: (0.93, 0.82))
            .closed,
    ]

    /// A fist with the thumb up and a cuff at its wrist.
    static let thumbsUp = SymbolShape(
        body: [
            SymbolPath(from: 0.32, 0.46)
                .curve((0.42, 0.36), (0.48, 0.24), to: (0.5, 0.1))
                .curve((0.51, 0.04), (0.6, 0.04), to: (0.62, 0.1))
                .curve((0.64, 0.2), (0.6, 0.3), to: (0.58, 0.36))
                .arc(0.84, 0.43, radius: 0.07, from: -90, to: 90)
                .arc(0.83, 0.57, radius: 0.07, from: -90, to: 90)
                .arc(0.81, 0.71, radius: 0.07, from: -90, to: 90)
                .arc(0.78, 0.85, radius: 0.07, from: -90, to: 90)
                .line(0.32, 0.92)
                .closed,
            .roundedRect(0.06, 0.44, 0.18, 0.5, radius: 0.05),
        ],
        marks: [0.5, 0.64, 0.78].map { y in .polyline([(0.62, y), (0.76, y)]) }
    )

    /// An open hand, thumb out and fingers apart, tilted to wave, with two lines of motion beside it.
    static let wavingHand: SymbolShape = {
        let hand = SymbolPath(from: 0.32, 0.98)
            .line(0.24, 0.74)
            .line(0.1, 0.56)
            .arc(0.15, 0.51, radius: 0.07, from: 135, to: 315)
            .line(0.3, 0.6)
            .arc(0.375, 0.24, radius: 0.075, from: 180, to: 360)
            .arc(0.525, 0.16, radius: 0.075, from: 180, to: 360)
            .arc(0.675, 0.2, radius: 0.075, from: 180, to: 360)
            .arc(0.82, 0.32, radius: 0.07, from: 180, to: 360)
            .line(0.89, 0.66)
            .curve((0.89, 0.82), (0.84, 0.92), to: (0.78, 0.98))
            .closed
        let gaps = [(0.45, 0.24), (0.6, 0.2), (0.75, 0.32)].map { x, top in SymbolPath.polyline([(x, top), (x, 0.56)]) }
        var shape = SymbolShape(body: [hand], marks: gaps).mapped {
            $0.fitted(into: CGRect(x: 0.14, y: 0.12, width: 0.72, height: 0.8)).rotated(by: -20, around: (0.5, 0.6))
        }
        shape.overlay = [
            .stroke(SymbolPath([]).arc(0.5, 0.55, radius: 0.46, from: -62, to: -32)),
            .stroke(SymbolPath([]).arc(0.5, 0.55, radius: 0.46, from: 118, to: 148)),
        ]
        return shape
    }()

    static let people: [Symbol] = [
        SymbolShape(body: personFigure).symbols("person", width: 1.1, height: 1.15),
        SymbolShape(body: [ring], holes: croppedPerson).symbols("person.crop.circle", width: 1.2, height: 1.2),
        SymbolShape(body: twoPeople).symbols("person.2", width: 1.4, height: 1.05, inFontSizes: true),
        thumbsUp.symbols("hand.thumbsup", width: 1.1, height: 1.1),
        wavingHand.symbols("hand.wave", width: 1.15, height: 1.15),
    ].flatMap { $0 }
}
