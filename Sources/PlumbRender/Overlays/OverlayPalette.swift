import PlumbLayout

/// The overlay colours: one per alignment guide (stable across runs, so pictures can be compared) and one per
/// preference key, plus the bounds overlay's.
enum OverlayPalette {
    static let frame = RGBAColor(0, 150, 255, alpha: 0.85)
    static let gap = RGBAColor(255, 149, 0, alpha: 0.28)
    static let spacer = RGBAColor(175, 82, 222, alpha: 0.6)

    private static let builtIn: [String: RGBAColor] = [
        "horizontal leading": RGBAColor(230, 50, 50),
        "horizontal center": RGBAColor(240, 130, 0),
        "horizontal trailing": RGBAColor(170, 60, 220),
        "vertical top": RGBAColor(0, 150, 136),
        "vertical center": RGBAColor(40, 170, 70),
        "vertical bottom": RGBAColor(0, 110, 240),
        "vertical firstTextBaseline": RGBAColor(235, 30, 140),
        "vertical lastTextBaseline": RGBAColor(150, 110, 60),
    ]

    private static let others: [RGBAColor] = [
        RGBAColor(88, 86, 214), RGBAColor(0, 170, 200), RGBAColor(200, 150, 0), RGBAColor(120, 140, 20),
        RGBAColor(210, 80, 120), RGBAColor(60, 120, 160),
    ]

    /// The colour an alignment guide's lines and labels are drawn in.
    static func color(for key: AlignmentKey) -> RGBAColor {
        builtIn["\(key.axis == .horizontal ? "horizontal" : "vertical") \(key.name)"] ?? color(forName: key.name)
    }

    /// The colour of an anchor preference's marks.
    static func color(for key: PreferenceKeyID) -> RGBAColor { color(forName: key.name) }

    /// A colour picked by a hash of `name` that is the same in every process.
    private static func color(forName name: String) -> RGBAColor {
        let hash = name.unicodeScalars.reduce(UInt32(2166136261)) { ($0 ^ $1.value) &* 16777619 }
        return others[Int(hash % UInt32(others.count))]
    }
}
