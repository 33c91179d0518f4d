import Foundation
import PlumbContent
import Testing

@Test func theFileOfTheScaleNearestTheDisplaysIsDrawnTheLargerOfTwoAsNear() {
    var paint = ImagePaint(representations: [1, 2, 3].map { ImageRepresentation(file: "hero@\($0)x.png", scale: CGFloat($0)) })
    #expect(paint.representation(for: 3)?.file == "hero@3x.png")
    #expect(paint.representation(for: 2)?.file == "hero@2x.png")
    #expect(paint.representation(for: 1)?.file == "hero@1x.png")
    paint.representations.remove(at: 1)
    #expect(paint.representation(for: 2)?.file == "hero@3x.png")
    #expect(paint.representation(for: 1.4)?.file == "hero@1x.png")
    #expect(ImagePaint().representation(for: 3) == nil)
}
