import Foundation

/// Ticks, crosses, chevrons, arrows and dots.
extension SymbolLibrary {
    static let chevronLeft = SymbolPath.polyline([(0.72, 0.08), (0.28, 0.5), (0.72, 0.92)])
    /// A shaft and a head pointing leading.
    static let arrowLeft = [SymbolPath.polyline([(0.1, 0.5), (0.92, 0.5)]), .polyline([(0.48, 0.1), (0.08, 0.5), (0.48, 0.9)])]

    static let marks: [Symbol] = [
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
        Symbol(name: "arrow.left", widthFactor: 1.05, heightFactor: 0.95, elements: arrowLeft.map { .stroke($0) }),
        Symbol(name: "arrow.right", widthFactor: 1.05, heightFactor: 0.95, elements: arrowLeft.map { .stroke($0.mirroredHorizontally) }),
        Symbol(name: "arrow.up", widthFactor: 0.95, heightFactor: 1.05, elements: arrowLeft.map { .stroke($0.transposed) }),
        Symbol(name: "arrow.down", widthFactor: 0.95, heightFactor: 1.05, elements: arrowLeft.map {
            .stroke($0.mirroredHorizontally.transposed)
        }),
        SymbolShape(marks: [SymbolPath([]).arc(0.52, 0.6, radius: 0.4, from: -50, to: 270), .polyline([(0.46, 0.08), (0.6, 0.2), (0.46, 0.32)])])
            .outline("arrow.clockwise", width: 1.05, height: 1.1, inFontSizes: true),
        SymbolShape(overlay: [0.17, 0.55, 0.93].map { .fill(.circle($0, 0.15, radius: 0.085)) })
            .outline("ellipsis", width: 1.1, height: 0.3, inFontSizes: true),
    ]
}
