import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

/// How many pixels of each row of `image` are dark ink (on the white background).
private func darkPixelsPerRow(_ image: RenderedImage) -> [Int] {
    (0..<image.height).map { y in
        (0..<image.width).filter { x in
            let pixel = image[x, y]
            let luminance = (Int(pixel >> 16 & 0xFF) + Int(pixel >> 8 & 0xFF) + Int(pixel & 0xFF)) / 3
            return luminance < 200
        }.count
    }
}

@Suite struct TextDecorationTests {
    let scene = SceneRenderer()

    func rows(_ decoration: TextDecoration) throws -> [Int] {
        darkPixelsPerRow(try scene.image(120, 40) {
            Text("mmmmmm").foregroundColor(.black).environment("textDecoration") { $0.textDecoration = decoration }
        })
    }

    @Test func strikethroughDrawsALineAcrossTheTextAndUnderlineOneBelowIt() throws {
        let plain = try rows([])
        let struck = try rows(.strikethrough)
        let underlined = try rows(.underline)
        // "mmmmmm" has no ink that runs across it below its top curve (its widest row) — only the stems; a
        // strikethrough adds a row of ink as wide as the text between its top and bottom, an underline one below it.
        let widest = try #require(plain.max())
        let inkRows = plain.indices.filter { plain[$0] > 0 }
        let (top, bottom) = (try #require(inkRows.first), try #require(inkRows.last))
        #expect(struck.indices.filter { struck[$0] - plain[$0] > widest / 2 }.allSatisfy { $0 > top + 1 && $0 < bottom })
        #expect(struck.indices.contains { struck[$0] > widest })
        #expect(Array(struck[..<(top + 2)]) == Array(plain[..<(top + 2)]))
        let lowestUnderlined = try #require(underlined.indices.last { underlined[$0] > 0 })
        #expect(lowestUnderlined > bottom)
        #expect(underlined[lowestUnderlined] > widest)
        #expect(Array(underlined[...bottom]) == Array(plain[...bottom]))
    }
}
