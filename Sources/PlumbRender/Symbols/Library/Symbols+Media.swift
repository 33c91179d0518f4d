import Foundation

/// Playback controls, cameras, pictures, music and microphones.
extension SymbolLibrary {
    static let media: [Symbol] = [
        SymbolShape(body: [.polyline([(0.16, 0.1), (0.9, 0.5), (0.16, 0.9)], closed: true)]).symbols("play", width: 0.85, height: 1.0),
        SymbolShape(body: [0.12, 0.62].map { .roundedRect($0, 0.1, 0.26, 0.8, radius: 0.06) })
            .symbols("pause", width: 0.75, height: 1.0),
        SymbolShape(body: [.roundedRect(0.1, 0.1, 0.8, 0.8, radius: 0.12)]).symbols("stop", width: 1.0, height: 1.0),
        SymbolShape(
            body: [
                .polyline([(0.08, 0.3), (0.38, 0.3), (0.46, 0.14), (0.84, 0.14), (0.92, 0.3), (1.22, 0.3), (1.22, 0.9), (0.08, 0.9)], closed: true),
            ],
            marks: [.circle(0.65, 0.6, radius: 0.19)]
        ).symbols("camera", width: 1.3, height: 1.0, inFontSizes: true),
        SymbolShape(
            body: [.roundedRect(0.08, 0.1, 1.14, 0.8, radius: 0.12)],
            holes: [
                .polyline([(0.2, 0.8), (0.5, 0.46), (0.72, 0.7), (0.86, 0.56), (1.1, 0.8)], closed: true),
                .circle(0.88, 0.32, radius: 0.09),
            ]
        ).symbols("photo", width: 1.3, height: 1.0, inFontSizes: true),
        [
            SymbolShape(overlay: [
                .fill(.ellipse(CGRect(x: 0.1, y: 0.8, width: 0.34, height: 0.26))),
                .stroke(.polyline([(0.42, 0.93), (0.42, 0.08)])),
                .stroke(SymbolPath(from: 0.42, 0.08).curve((0.46, 0.26), (0.74, 0.28), to: (0.7, 0.58))),
            ]).outline("music.note", width: 0.8, height: 1.15, inFontSizes: true),
        ],
        SymbolShape(
            body: [.roundedRect(0.26, 0.06, 0.32, 0.58, radius: 0.16)],
            overlay: [
                .stroke(
                    SymbolPath(from: 0.1, 0.46)
                        .curve((0.1, 0.72), (0.26, 0.86), to: (0.425, 0.86))
                        .curve((0.59, 0.86), (0.75, 0.72), to: (0.75, 0.46))
                ),
                .stroke(.polyline([(0.425, 0.86), (0.425, 1.12)])),
            ]
        ).symbols("mic", width: 0.85, height: 1.2, inFontSizes: true),
    ].flatMap { $0 }
}
