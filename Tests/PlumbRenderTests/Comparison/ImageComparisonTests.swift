import Foundation
import PlumbRender
import Testing

/// The test target has its own golden-file `ImageComparison`; these name the product's.
private let white: UInt32 = 0xFFFF_FFFF
private func image(_ pixels: [UInt32], width: Int = 10) -> RenderedImage {
    RenderedImage(width: width, height: pixels.count / width, pixels: pixels)
}

@Test func identicalImagesMatch() {
    let picture = image(Array(repeating: white, count: 100))
    let result = PlumbRender.ImageComparison().compare(picture, picture)
    #expect(result.matches && result.differing.isEmpty && result.sizesMatch)
}

@Test func aNearlyEqualGreyIsNotADifferenceButRedOnWhiteIs() {
    var changed = Array(repeating: white, count: 1000)
    changed[3] = 0xFFF8_F8F8 // an antialiasing step: 7 levels darker
    changed[7] = 0xFFFF_0000
    let result = PlumbRender.ImageComparison().compare(image(Array(repeating: white, count: 1000)), image(changed))
    #expect(result.differing == [7])
    #expect(result.matches) // 1 of 1000 is within the default 0.1 %
    #expect(!PlumbRender.ImageComparison(maxDifferingShare: 0).compare(image(Array(repeating: white, count: 1000)), image(changed)).matches)
    #expect(result.summary == "0.10 % of pixels differ (1 of 1000)")
}

@Test func differentSizesNeverMatch() {
    let result = PlumbRender.ImageComparison().compare(image(Array(repeating: white, count: 100)), image(Array(repeating: white, count: 50), width: 5))
    #expect(!result.matches)
    #expect(result.summary == "the image is 5×10 pixels, the reference 10×10")
}

@Test func theDiffFadesTheReferenceAndMarksChangedPixelsRed() {
    let changed: [UInt32] = [0xFF00_0000, 0xFF00_0000, white, white]
    let reference = image([0xFF00_0000, white, white, white], width: 2)
    let result = PlumbRender.ImageComparison().compare(reference, image(changed, width: 2))
    let diff = DiffImages.diff(reference: reference, actual: image(changed, width: 2), result: result)
    // Black fades to 90 % of the way to white (230); the changed pixel is red.
    #expect(diff.pixels == [0xFFE6_E6E6, 0xFFFF_0000, white, white])
    let sideBySide = DiffImages.sideBySide([reference, diff], gap: 1)
    #expect(sideBySide.width == 5 && sideBySide.height == 2)
    #expect(sideBySide[2, 0] == white && sideBySide[4, 0] == 0xFFFF_0000)
}

@Test func pngRoundTripsAndUnreadableDataIsAnError() throws {
    let picture = image([0xFF12_3456, white, 0x8000_0000, 0], width: 2)
    #expect(try RenderedImage(pngData: picture.pngData()) == picture)
    // Cairo's reason for a stream that is not a PNG varies ("out of memory" here); the error names the data.
    #expect(throws: RenderError.self) {
        try RenderedImage(pngData: Data("not a png".utf8))
    }
}
