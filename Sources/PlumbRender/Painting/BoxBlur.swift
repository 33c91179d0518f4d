import Foundation

/// A Gaussian blur of a one-channel image, as three box blurs each way (Kovesi, "Fast Almost-Gaussian Filtering"):
/// what a shadow's `radius` does to its shape.
enum BoxBlur {
    /// Blurs `pixels` (rows of `width` values, `stride` apart) in place with standard deviation `sigma` pixels.
    static func blur(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        var line = [Double](repeating: 0, count: Swift.max(width, height))
        for radius in boxRadii(sigma: sigma) {
            for row in 0..<height {
                blurLine(pixels, start: row * stride, step: 1, count: width, radius: radius, scratch: &line)
            }
            for column in 0..<width {
                blurLine(pixels, start: column, step: stride, count: height, radius: radius, scratch: &line)
            }
        }
    }

    /// The radii of three boxes whose repeated blur has standard deviation close to `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { Double($0) < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box pass along a line of `count` values `step` apart: each the mean of those within `radius` (values past
    /// the ends count as 0, so a shape's blur fades out at the image's edge as it would beyond it).
    private static func blurLine(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int, radius: Int, scratch: inout [Double]
    ) {
        guard radius > 0 else { return }
        for index in 0..<count { scratch[index] = Double(pixels[start + index * step]) }
        let window = Double(2 * radius + 1)
        var sum = 0.0
        for index in 0...Swift.min(radius, count - 1) { sum += scratch[index] }
        for index in 0..<count {
            pixels[start + index * step] = UInt8(Swift.min(255, (sum / window).rounded()))
            let entering = index + radius + 1, leaving = index - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}
