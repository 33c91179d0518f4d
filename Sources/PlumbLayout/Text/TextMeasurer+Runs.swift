import Foundation

extension TextMeasurer {
    /// Where an SF Symbol set in a line of text in `font` stands, relative to the start of its baseline (y grows
    /// down): its natural size for the font, centred on the middle of the font's capitals, as SwiftUI sets an image
    /// in a text.
    public func inlineSymbolBounds(named name: String, font: Font) -> CGRect {
        let size = symbolSize(named: name, variants: .none, font: font, scale: .medium)
        let middle = metrics(of: font).capHeight / 2
        return CGRect(x: 0, y: -middle - size.height / 2, width: size.width, height: size.height)
    }

    /// The vertical metrics of a run's lines: its font's, made as tall as its spans' fonts need (a line is as tall
    /// as the tallest font in it; Plumb sizes every line of a run alike).
    public func metrics(of run: TextRun) -> FontMetrics {
        var combined = metrics(of: run.font)
        for span in run.spans where span.font != run.font {
            let own = metrics(of: span.font)
            combined.ascender = max(combined.ascender, own.ascender)
            combined.descender = min(combined.descender, own.descender)
            combined.leading = max(combined.leading, own.leading)
            combined.lineAdvance = max(combined.lineAdvance, own.lineAdvance)
        }
        return combined
    }
}
