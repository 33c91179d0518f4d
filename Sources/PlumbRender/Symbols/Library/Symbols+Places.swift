import Foundation

/// Maps, pins, the globe, the navigation arrow and the magnifying glass.
extension SymbolLibrary {
    /// A map pin: a round head over a point.
    static let pin = SymbolPath.symmetric(from: 0.5, 0.86, curves: [
        ((0.3, 0.6), (0.2, 0.48), (0.2, 0.36)),
        ((0.2, 0.18), (0.34, 0.05), (0.5, 0.05)),
    ]).closed

    static let places: [Symbol] = [
        [
            Symbol(name: "globe", widthFactor: 1.2, heightFactor: 1.16, elements: [
                .stroke(.circle(0.5, 0.5, radius: 0.45)),
                .stroke(.ellipse(CGRect(x: 0.3, y: 0.05, width: 0.4, height: 0.9))),
                .stroke(.polyline([(0.5, 0.05), (0.5, 0.95)])),
                .stroke(.polyline([(0.05, 0.5), (0.95, 0.5)])),
                .stroke(.polyline([(0.12, 0.28), (0.88, 0.28)])),
                .stroke(.polyline([(0.12, 0.72), (0.88, 0.72)])),
            ]),
            Symbol(name: "mappin", widthFactor: 0.75, heightFactor: 1.15, elements: [.fill(pin), .cutout(.circle(0.5, 0.36, radius: 0.1))]),
            Symbol(name: "mappin.and.ellipse", widthFactor: 1.1, heightFactor: 1.15, elements: [
                .fill(pin), .cutout(.circle(0.5, 0.36, radius: 0.1)), .stroke(.ellipse(CGRect(x: 0.1, y: 0.8, width: 0.8, height: 0.16))),
            ]),
            Symbol(name: "magnifyingglass", widthFactor: 1.15, heightFactor: 1.15, elements: [
                .stroke(.circle(0.42, 0.42, radius: 0.32)),
                .stroke(.polyline([(0.65, 0.65), (0.94, 0.94)])),
            ]),
        ],
        SymbolShape(body: [.polyline([(0.92, 0.08), (0.56, 0.92), (0.46, 0.54), (0.08, 0.44)], closed: true)])
            .symbols("location", width: 1.1, height: 1.1),
        SymbolShape(
            body: [
                .polyline([(0.06, 0.2), (0.36, 0.08), (0.64, 0.2), (0.94, 0.08), (0.94, 0.8), (0.64, 0.92), (0.36, 0.8), (0.06, 0.92)], closed: true),
            ],
            marks: [.polyline([(0.36, 0.08), (0.36, 0.8)]), .polyline([(0.64, 0.2), (0.64, 0.92)])]
        ).symbols("map", width: 1.25, height: 1.1),
    ].flatMap { $0 }
}
