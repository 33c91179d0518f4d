import Foundation

/// Two images compared pixel by pixel: a pixel differs when the perceptual distance of its colours (YIQ, as
/// pixelmatch measures it, each pixel first blended onto white) exceeds `threshold`; the images match when no more
/// than `maxDifferingShare` of the pixels differ and the sizes are equal.
public struct ImageComparison: Hashable, Sendable {
    /// The perceptual distance (0 identical … 1 black against white) above which a pixel differs.
    public var threshold: Double
    /// The share of pixels (0…1) allowed to differ.
    public var maxDifferingShare: Double

    /// The defaults absorb antialiasing: edges that shift by a fraction of a pixel change by less than 0.1, and a
    /// glyph's few grey pixels stay under 0.1 % of the image.
    public init(threshold: Double = 0.1, maxDifferingShare: Double = 0.001) {
        self.threshold = threshold
        self.maxDifferingShare = maxDifferingShare
    }

    /// The result of comparing `actual` with `reference`.
    public func compare(_ reference: RenderedImage, _ actual: RenderedImage) -> Result {
        guard reference.width == actual.width, reference.height == actual.height else {
            let sizes = "the image is \(actual.width)×\(actual.height) pixels, the reference \(reference.width)×\(reference.height)"
            return Result(sizeChange: sizes, differing: [], pixelCount: actual.pixels.count, matches: false)
        }
        // pixelmatch's maximum YIQ distance is 35215; its threshold is on the square root of the ratio.
        let limit = 35215 * threshold * threshold
        var differing: [Int] = []
        for index in reference.pixels.indices where reference.pixels[index] != actual.pixels[index] {
            if Self.distance(reference.pixels[index], actual.pixels[index]) > limit { differing.append(index) }
        }
        let share = reference.pixels.isEmpty ? 0 : Double(differing.count) / Double(reference.pixels.count)
        return Result(sizeChange: nil, differing: differing, pixelCount: reference.pixels.count, matches: share <= maxDifferingShare)
    }

    public struct Result: Hashable, Sendable {
        /// How the sizes differ (`the image is 10×10 pixels, the reference 12×12`); nil when they are equal.
        public var sizeChange: String?
        /// The indices (row by row) of the pixels that differ.
        public var differing: [Int]
        public var pixelCount: Int
        public var matches: Bool

        public var sizesMatch: Bool { sizeChange == nil }
        /// The share of pixels that differ (1 when the sizes do).
        public var differingShare: Double { sizesMatch ? Double(differing.count) / Double(max(pixelCount, 1)) : 1 }

        /// `4.20 % of pixels differ (1210 of 28800)`, or how the sizes differ.
        public var summary: String {
            sizeChange ?? String(format: "%.2f %% of pixels differ (%d of %d)", differingShare * 100, differing.count, pixelCount)
        }
    }

    /// The squared YIQ distance of two premultiplied ARGB32 pixels blended onto white.
    static func distance(_ a: UInt32, _ b: UInt32) -> Double {
        let (y1, i1, q1) = yiq(a), (y2, i2, q2) = yiq(b)
        let (dy, di, dq) = (y1 - y2, i1 - i2, q1 - q2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    static func yiq(_ pixel: UInt32) -> (Double, Double, Double) {
        let (r, g, b) = onWhite(pixel)
        return (
            r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
            r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
            r * 0.21147017 - g * 0.52261711 + b * 0.31114694
        )
    }

    /// The pixel's colour over white, 0…255 per channel (the channels are premultiplied by alpha).
    static func onWhite(_ pixel: UInt32) -> (Double, Double, Double) {
        let alpha = Double(pixel >> 24)
        let white = 255 - alpha
        return (Double((pixel >> 16) & 0xFF) + white, Double((pixel >> 8) & 0xFF) + white, Double(pixel & 0xFF) + white)
    }
}
