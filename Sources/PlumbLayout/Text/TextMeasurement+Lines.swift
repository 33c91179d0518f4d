import Foundation

/// How lines of text stack (SEMANTICS §20): the first a line height tall (ascender + descender) with its baseline an
/// ascender below the top, each further one `lineAdvance` + `lineSpacing` below the one before (`lineSpacing(_:)`).
/// Both measurers lay their lines out by these rules, and the painter draws by them.
extension TextMeasurement {
    /// `lines` set in a font of `metrics`, `width` the widest line's.
    public init(lines: [String], width: CGFloat, metrics: FontMetrics, lineSpacing: CGFloat) {
        let step = metrics.lineAdvance + lineSpacing
        let further = CGFloat(max(lines.count - 1, 0))
        self.init(
            size: CGSize(width: width, height: lines.isEmpty ? 0 : metrics.lineHeight + further * step),
            firstBaseline: metrics.ascender,
            lastBaseline: further * step + metrics.ascender,
            lines: lines
        )
    }

    /// How many lines fit in `height`: at least one, and every one when lines do not advance (a `lineSpacing` that
    /// cancels the font's line advance).
    public static func lineCount(fitting height: CGFloat, metrics: FontMetrics, lineSpacing: CGFloat) -> Int {
        let further = ((height - metrics.lineHeight + 0.001) / (metrics.lineAdvance + lineSpacing)).rounded(.down)
        if further.isNaN { return 1 }
        if further >= CGFloat(Int.max / 2) { return Int.max }
        return max(1, 1 + Int(max(further, -1)))
    }

    /// The measurement with its size ceiled to the pixel grid of a display `scale` points to the pixel, as SwiftUI
    /// sizes text (SEMANTICS §20.3): 20.287 → 20.333 at 3×, 20.5 at 2×. Baselines stay where the font puts them.
    public func onPixelGrid(scale: CGFloat) -> TextMeasurement {
        guard scale > 0 else { return self }
        func ceiled(_ value: CGFloat) -> CGFloat { ((value * scale) - 1e-9).rounded(.up) / scale }
        var measurement = self
        measurement.size = CGSize(width: ceiled(size.width), height: ceiled(size.height))
        return measurement
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
