import Foundation

/// The pictures a failed comparison shows: what changed, over the reference.
public enum DiffImages {
    /// The reference faded to a light grey, with each differing pixel in red; the actual image's size when the sizes
    /// differ (then every pixel is marked).
    public static func diff(reference: RenderedImage, actual: RenderedImage, result: ImageComparison.Result) -> RenderedImage {
        guard result.sizesMatch else {
            return RenderedImage(width: actual.width, height: actual.height, pixels: Array(repeating: red, count: actual.pixels.count))
        }
        var pixels = reference.pixels.map(faded)
        for index in result.differing { pixels[index] = red }
        return RenderedImage(width: reference.width, height: reference.height, pixels: pixels)
    }

    /// The images side by side on white, `gap` pixels apart, top-aligned.
    public static func sideBySide(_ images: [RenderedImage], gap: Int = 8) -> RenderedImage {
        let width = images.map(\.width).reduce(0, +) + gap * max(images.count - 1, 0)
        let height = images.map(\.height).max() ?? 0
        var pixels = Array(repeating: white, count: width * height)
        var left = 0
        for image in images {
            for y in 0..<image.height {
                for x in 0..<image.width { pixels[y * width + left + x] = blendedOnWhite(image[x, y]) }
            }
            left += image.width + gap
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    static let red: UInt32 = 0xFFFF_0000
    static let white: UInt32 = 0xFFFF_FFFF

    /// The pixel's grey level over white, moved 90 % of the way to white.
    static func faded(_ pixel: UInt32) -> UInt32 {
        let (r, g, b) = ImageComparison.onWhite(pixel)
        let luma = 0.299 * r + 0.587 * g + 0.114 * b
        let level = UInt32((255 - (255 - luma) * 0.1).rounded())
        return 0xFF00_0000 | level << 16 | level << 8 | level
    }

    static func blendedOnWhite(_ pixel: UInt32) -> UInt32 {
        let (r, g, b) = ImageComparison.onWhite(pixel)
        return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
