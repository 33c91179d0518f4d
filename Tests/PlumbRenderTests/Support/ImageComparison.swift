import Foundation
@testable import PlumbRender

/// How two images differ: pixels whose colour distance exceeds a threshold, and a picture of where.
struct ImageComparison {
    /// Largest per-pixel distance (0…1, Euclidean over premultiplied RGBA) still counted as equal.
    var pixelTolerance: Double = 0.12
    /// Largest fraction of differing pixels still counted as a match.
    var maximumDifferingFraction: Double = 0.003

    struct Outcome {
        var differingPixels: Int
        var totalPixels: Int
        var sameSize: Bool
        var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    }

    func compare(_ actual: RenderedImage, with expected: RenderedImage) -> Outcome {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Outcome(differingPixels: actual.pixels.count, totalPixels: actual.pixels.count, sameSize: false)
        }
        let differing = zip(actual.pixels, expected.pixels).reduce(0) { $0 + (Self.distance($1.0, $1.1) > pixelTolerance ? 1 : 0) }
        return Outcome(differingPixels: differing, totalPixels: actual.pixels.count, sameSize: true)
    }

    func matches(_ outcome: Outcome) -> Bool { outcome.sameSize && outcome.differingFraction <= maximumDifferingFraction }

    /// The expected image faded to gray, with differing pixels in red.
    func diffImage(_ actual: RenderedImage, _ expected: RenderedImage) -> RenderedImage {
        let width = max(actual.width, expected.width)
        let height = max(actual.height, expected.height)
        var pixels = [UInt32](repeating: 0xFFFF_00FF, count: width * height)
        for y in 0..<min(actual.height, expected.height) {
            for x in 0..<min(actual.width, expected.width) {
                let old = expected[x, y]
                if Self.distance(actual[x, y], old) > pixelTolerance {
                    pixels[y * width + x] = 0xFFFF_0000
                } else {
                    let gray = UInt32(220 + Self.luminance(old) * 35 / 255)
                    pixels[y * width + x] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
                }
            }
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    static func channels(_ pixel: UInt32) -> [Double] {
        [24, 16, 8, 0].map { Double((pixel >> UInt32($0)) & 0xFF) / 255 }
    }

    static func distance(_ a: UInt32, _ b: UInt32) -> Double {
        guard a != b else { return 0 }
        let squares = zip(channels(a), channels(b)).map { ($0 - $1) * ($0 - $1) }
        return (squares.reduce(0, +) / 4).squareRoot()
    }

    static func luminance(_ pixel: UInt32) -> UInt32 {
        let (r, g, b) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
        return (r * 3 + g * 6 + b) / 10
    }
}
