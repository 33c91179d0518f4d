import Foundation
import PlumbLayout
import Testing

@Test func theFileOfTheScaleNearestTheDisplaysIsDrawnTheLargerOfTwoAsNear() {
    var image = ImageContent(name: "hero", isSystemSymbol: false)
    image.representations = [1, 2, 3].map { ImageRepresentation(file: "hero@\($0)x.png", scale: CGFloat($0)) }
    #expect(image.representation(for: 3)?.file == "hero@3x.png")
    #expect(image.representation(for: 2)?.file == "hero@2x.png")
    #expect(image.representation(for: 1)?.file == "hero@1x.png")
    image.representations.remove(at: 1)
    #expect(image.representation(for: 2)?.file == "hero@3x.png")
    #expect(image.representation(for: 1.4)?.file == "hero@1x.png")
    #expect(ImageContent(name: "none", isSystemSymbol: false).representation(for: 3) == nil)
}
