import Foundation

/// Pages, a clipboard, folders, trays, a calendar and the things that write or share them.
extension SymbolLibrary {
    static let page = SymbolPath.polyline([(0.14, 0.06), (0.58, 0.06), (0.86, 0.32), (0.86, 0.94), (0.14, 0.94)], closed: true)
    static let pageFold = SymbolPath.polyline([(0.58, 0.06), (0.58, 0.32), (0.86, 0.32)])
    static let textLines = [(0.5, 0.7), (0.64, 0.7), (0.78, 0.56)].map { y, end in SymbolPath.polyline([(0.3, y), (end, y)]) }
    static let pencilOutline = [
        SymbolPath.polyline([(0.72, 0.08), (0.92, 0.28), (0.32, 0.88), (0.08, 0.92), (0.12, 0.68)], closed: true),
        .polyline([(0.62, 0.18), (0.82, 0.38)]),
    ]

    static let documents: [Symbol] = [
        SymbolShape(body: [page], marks: [pageFold]).symbols("doc", width: 0.9, height: 1.15),
        SymbolShape(body: [page], marks: [pageFold] + textLines).symbols("doc.text", width: 0.9, height: 1.15),
        SymbolShape(
            body: [.polyline([(0.12, 0.12), (0.88, 0.12), (0.88, 0.96), (0.12, 0.96)], closed: true)],
            marks: [.polyline([(0.34, 0.04), (0.66, 0.04), (0.66, 0.2), (0.34, 0.2)], closed: true)] + textLines
        ).symbols("doc.on.clipboard", width: 0.9, height: 1.15),
        SymbolShape(body: [.polyline([(0.06, 0.16), (0.36, 0.16), (0.44, 0.26), (0.94, 0.26), (0.94, 0.88), (0.06, 0.88)], closed: true)])
            .symbols("folder", width: 1.3, height: 1.0),
        SymbolShape(
            body: [.polyline([(0.2, 0.14), (0.8, 0.14), (0.94, 0.56), (0.94, 0.88), (0.06, 0.88), (0.06, 0.56)], closed: true)],
            marks: [.polyline([(0.06, 0.56), (0.34, 0.56), (0.4, 0.68), (0.6, 0.68), (0.66, 0.56), (0.94, 0.56)])]
        ).symbols("tray", width: 1.3, height: 1.0),
        [
            Symbol(name: "calendar", widthFactor: 1.2, heightFactor: 1.1, elements: [
                .stroke(.polyline([(0.08, 0.16), (0.92, 0.16), (0.92, 0.92), (0.08, 0.92)], closed: true)),
                .fill(.polyline([(0.08, 0.16), (0.92, 0.16), (0.92, 0.32), (0.08, 0.32)], closed: true)),
                .stroke(.polyline([(0.3, 0.06), (0.3, 0.2)])), .stroke(.polyline([(0.7, 0.06), (0.7, 0.2)])),
            ]),
            Symbol(name: "square.and.arrow.up", widthFactor: 1, heightFactor: 1.3, elements: [
                .stroke(.polyline([(0.32, 0.38), (0.12, 0.38), (0.12, 0.96), (0.88, 0.96), (0.88, 0.38), (0.68, 0.38)])),
                .stroke(.polyline([(0.5, 0.05), (0.5, 0.64)])),
                .stroke(.polyline([(0.3, 0.24), (0.5, 0.05), (0.7, 0.24)])),
            ]),
            Symbol(name: "pencil", widthFactor: 1.15, heightFactor: 1.15, elements: pencilOutline.map { .stroke($0) }),
            Symbol(name: "square.and.pencil", widthFactor: 1.2, heightFactor: 1.2, elements: [
                .stroke(.polyline([(0.52, 0.14), (0.14, 0.14), (0.14, 0.86), (0.86, 0.86), (0.86, 0.48)])),
            ] + pencilOutline.map { .stroke($0.fitted(into: CGRect(x: 0.38, y: 0.04, width: 0.58, height: 0.58))) }),
        ],
    ].flatMap { $0 }
}
