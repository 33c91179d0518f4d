import Foundation

/// How lines of text stack: each a line height tall, `lineSpacing` apart (`lineSpacing(_:)`), the first baseline an
/// ascender below the top. Both measurers lay their lines out by these rules, and the painter draws by them.
extension TextMeasurement {
    /// `lines` set in a font of `metrics`, `width` the widest line's.
    public init(lines: [String], width: CGFloat, metrics: FontMetrics, lineSpacing: CGFloat) {
        let step = metrics.lineHeight + lineSpacing
        let count = CGFloat(lines.count)
        self.init(
            size: CGSize(width: width, height: lines.isEmpty ? 0 : count * step - lineSpacing),
            firstBaseline: metrics.ascender,
            lastBaseline: (count - 1) * step + metrics.ascender,
            lines: lines
        )
    }

    /// How many lines fit in `height` (at least one).
    public static func lineCount(fitting height: CGFloat, metrics: FontMetrics, lineSpacing: CGFloat) -> Int {
        max(1, Int(((height + lineSpacing + 0.001) / (metrics.lineHeight + lineSpacing)).rounded(.down)))
    }

    /// The baseline of line `index`, from the top.
    public func baseline(ofLine index: Int) -> CGFloat {
        guard lines.count > 1 else { return firstBaseline }
        return firstBaseline + CGFloat(index) * (lastBaseline - firstBaseline) / CGFloat(lines.count - 1)
    }

    /// At least `count` lines tall, as `lineLimit(_:reservesSpace:)` and `lineLimit(2...4)` make a text: the lines
    /// missing are empty lines below the text. Empty text reserves nothing across (the engine keeps a zero proposal's
    /// zero answer: it does not reserve lines for one).
    public func reserving(lines count: Int, metrics: FontMetrics, lineSpacing: CGFloat) -> TextMeasurement {
        guard count > lines.count else { return self }
        let reserved = TextMeasurement(lines: Array(repeating: "", count: count), width: size.width, metrics: metrics, lineSpacing: lineSpacing)
        var measurement = TextMeasurement(
            size: CGSize(width: size.width, height: reserved.size.height),
            firstBaseline: lines.isEmpty ? reserved.firstBaseline : firstBaseline,
            lastBaseline: lines.isEmpty ? reserved.firstBaseline : lastBaseline,
            lines: lines
        )
        measurement.lineSpans = lineSpans
        return measurement
    }
}
