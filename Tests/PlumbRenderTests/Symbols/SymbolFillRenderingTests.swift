import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

/// Symbols drawn large in black, read back pixel by pixel.
@Suite struct SymbolFillRenderingTests {
    let scene = SceneRenderer()

    /// `name` 100 points tall in black, centred in a picture 20 points larger each way.
    struct Picture {
        var image: RenderedImage
        var size: CGSize

        /// Whether the point at (x, y) of the symbol's unit square is painted black, or else left as the background.
        func isInked(_ x: CGFloat, _ y: CGFloat) -> Bool? {
            let pixel = image[Int(10 + x * size.width), Int(10 + y * size.height)]
            if pixel == image[1, 1] { return false }
            let channels = [16, 8, 0].map { Int(pixel >> UInt32($0) & 0xFF) }
            return channels.allSatisfy { $0 < 40 } ? true : nil
        }
    }

    func picture(_ name: String) throws -> Picture {
        let size = SymbolLibrary.symbol(named: name).size(for: .system(size: 100), scale: .medium)
        let image = try scene.image(size.width + 20, size.height + 20) {
            Image(systemName: name).font(.system(size: 100)).foregroundColor(.black)
        }
        return Picture(image: image, size: size)
    }

    @Test(arguments: ["square", "circle", "stop", "bookmark", "folder", "tag", "message", "bell", "bolt", "cloud"])
    func aFilledBodyCoversItsCentreWhereTheOutlineLeavesItEmpty(name: String) throws {
        #expect(try picture(name).isInked(0.5, 0.5) == false)
        #expect(try picture(name + ".fill").isInked(0.5, 0.5) == true)
    }

    @Test func aFilledSymbolsDetailsAreCutOutOfItsBody() throws {
        let text = try picture("doc.text.fill")
        #expect(text.isInked(0.5, 0.5) == false)
        #expect(text.isInked(0.5, 0.57) == true)
        let envelope = try picture("envelope.fill")
        #expect(envelope.isInked(0.5, 0.56) == false)
        #expect(envelope.isInked(0.5, 0.75) == true)
        let person = try picture("person.circle.fill")
        #expect(person.isInked(0.5, 0.33) == false)
        #expect(person.isInked(0.5, 0.85) == true)
    }
}
