import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ColorSchemeTests {
    let scene = SceneRenderer()

    /// The pixel at the centre of a 40×40 picture of a system background with a ■ of label colour in its middle.
    func centre(_ scheme: ColorScheme?, appearance: Appearance) throws -> (background: UInt32, label: UInt32) {
        let image = try scene.image(40, 40, options: RenderOptions(appearance: appearance)) {
            ZStack {
                Color(named: "systemBackground")
                Rectangle().frame(width: 10, height: 10)
            }
            .environment("colorScheme") { $0.colorScheme = scheme }
        }
        return (image[2, 2] & 0xFFFFFF, image[20, 20] & 0xFFFFFF)
    }

    @Test func aSubtreesColorSchemeResolvesItsSemanticColoursWhateverThePicturesAppearance() throws {
        // A shape with no style takes the label colour: black on white in light, white on black in dark.
        #expect(try centre(nil, appearance: .light) == (0xFFFFFF, 0x000000))
        #expect(try centre(.dark, appearance: .light) == (0x000000, 0xFFFFFF))
        #expect(try centre(.light, appearance: .dark) == (0xFFFFFF, 0x000000))
        #expect(try centre(nil, appearance: .dark) == (0x000000, 0xFFFFFF))
    }
}
