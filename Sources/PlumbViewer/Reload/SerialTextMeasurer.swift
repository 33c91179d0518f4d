import Foundation
import PlumbLayout

/// A text measurer threads share, whose calls reach the one it wraps one at a time: the load worker measures with it
/// across loads, and the documents it loads keep it for the UI thread's later solves (a tap, a resize) while the
/// worker loads the next save. A Pango measurer is for one thread at a time. `@unchecked Sendable`: every call to the
/// wrapped measurer is made under its lock.
final class SerialTextMeasurer: TextMeasurer, @unchecked Sendable {
    private let measurer: TextMeasurer
    private let lock = NSLock()

    init(_ measurer: TextMeasurer) {
        self.measurer = measurer
    }

    func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement {
        lock.withLock { measurer.measure(run, proposal: proposal) }
    }

    func metrics(of font: Font) -> FontMetrics {
        lock.withLock { measurer.metrics(of: font) }
    }

    func symbolSize(named name: String, variants: SymbolVariants, font: Font, scale: ImageScale) -> CGSize {
        lock.withLock { measurer.symbolSize(named: name, variants: variants, font: font, scale: scale) }
    }

    var ceilsToPixelGrid: Bool { measurer.ceilsToPixelGrid }
}
