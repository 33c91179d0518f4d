import Foundation
import PlumbLayout

/// Small coloured name tags on overlays, placed where they cover neither each other nor, if they can help it, the
/// views that draw something. A tag that may be left out (one of many under "all guides") never covers text.
struct OverlayLabels {
    /// A place a tag may go: `origin` for its top-left, then further along `step`, a few times.
    struct Spot {
        var origin: CGPoint
        var step: CGSize
    }

    /// A tag as drawn: its text and where it went.
    struct Placed: Hashable {
        var text: String
        var frame: CGRect
    }

    static let font = Font.system(size: 9, weight: .semibold)
    static let padding = CGSize(width: 3, height: 1)
    static let stepsPerSpot = 6
    let canvas: Canvas
    let text: TextPainter
    /// The area tags are kept inside.
    let bounds: CGRect
    /// What tags should not cover: the frames of views that draw something.
    let content: [CGRect]
    /// What a tag that may be left out must not cover: the frames of text.
    let texts: [CGRect]
    /// The tags drawn so far, in drawing order.
    private(set) var placed: [Placed] = []
    /// How many tags that could be left out were, for want of a free place.
    private(set) var hiddenCount = 0

    init(canvas: Canvas, text: TextPainter, bounds: CGRect, content: [CGRect], texts: [CGRect] = []) {
        self.canvas = canvas
        self.text = text
        self.bounds = bounds
        self.content = content
        self.texts = texts
    }

    /// The size of `string`'s tag.
    func size(of string: String) -> CGSize {
        let metrics = text.measurer.metrics(of: Self.font)
        return CGSize(width: text.measurer.width(of: string, font: Self.font) + 2 * Self.padding.width,
                      height: metrics.lineHeight + 2 * Self.padding.height)
    }

    /// Draws a tag reading `string` in `color` at the best of `spots`' places (moved inside the bounds): one that
    /// covers no other tag and as little of each view as it can, the nearer the better. A `required` tag takes the
    /// first place when every place covers a tag; any other is left out then, or when every free place covers text.
    mutating func draw(_ string: String, color: RGBAColor, spots: [Spot], required: Bool = true) {
        let size = size(of: string)
        let candidates = (0..<Self.stepsPerSpot).flatMap { step in
            spots.map { spot in
                clamped(CGRect(x: spot.origin.x + CGFloat(step) * spot.step.width, y: spot.origin.y + CGFloat(step) * spot.step.height,
                               width: size.width, height: size.height))
            }
        }
        let free = candidates.enumerated().filter { _, frame in
            !placed.contains { $0.frame.intersects(frame) } && (required || !texts.contains { $0.intersects(frame) })
        }
        let best = free.min { cost(of: $0.element, rank: $0.offset) < cost(of: $1.element, rank: $1.offset) }
        guard let frame = best?.element ?? (required ? candidates.first : nil) else {
            hiddenCount += 1
            return
        }
        placed.append(Placed(text: string, frame: frame))
        let pill = canvas.snapped(frame)
        ShapeStyle(mode: .fill, lineWidth: 0, color: color.withAlphaMultiplied(by: 0.9))
            .paint(.roundedRectangle(cornerRadius: 3, style: .circular), in: pill, on: canvas.context)
        let metrics = text.measurer.metrics(of: Self.font)
        let baseline = CGPoint(x: pill.minX + Self.padding.width, y: pill.minY + Self.padding.height + metrics.ascender)
        text.draw(string, font: Self.font, color: RGBAColor(255, 255, 255), baselineOrigin: baseline, on: canvas)
    }

    private func clamped(_ frame: CGRect) -> CGRect {
        CGRect(x: min(max(frame.minX, bounds.minX + 1), bounds.maxX - frame.width - 1),
               y: min(max(frame.minY, bounds.minY + 1), bounds.maxY - frame.height - 1),
               width: frame.width, height: frame.height)
    }

    /// How much `frame` hides: the fraction of each view it covers (a sliver of a large background matters less
    /// than a corner of a small box), plus a little for each place further from the first.
    private func cost(of frame: CGRect, rank: Int) -> CGFloat {
        let hidden = content.reduce(0) { total, rect in
            let overlap = frame.intersection(rect)
            guard !overlap.isNull, rect.width * rect.height > 0 else { return total }
            return total + overlap.width * overlap.height / (rect.width * rect.height)
        }
        return hidden + 0.01 * CGFloat(rank)
    }
}
