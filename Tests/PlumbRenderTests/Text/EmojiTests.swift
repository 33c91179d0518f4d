import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Test func emojiAreDrawnInColourFromTheEmojiFont() throws {
    // 🍎 is red (Noto Color Emoji, installed with the other packages): its pixels are saturated red, where text in
    // black, or a missing glyph's box, would be grey.
    let image = try SceneRenderer().image(60, 40) { Text("🍎").foregroundColor(.black) }
    let reds = (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }.filter { pixel in
        let (red, green, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
        return red > 180 && green < 90 && blue < 90
    }
    #expect(reds.count > 40)
}
