import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

/// Colours with appearances (asset catalogs' colour sets) and the accent colour, resolved where they are painted.
@Suite struct ColorSetPaintingTests {
    let scene = SceneRenderer()

    /// Red, green when dark, blue with increased contrast.
    var brand: Color {
        var color = Color(red: 1, green: 0, blue: 0)
        color.appearances = [
            ColorAppearance(scheme: .dark): Color(red: 0, green: 1, blue: 0),
            ColorAppearance(scheme: nil, increasedContrast: true): Color(red: 0, green: 0, blue: 1),
        ]
        return color
    }

    func pixel(_ content: ViewNode, _ options: RenderOptions = RenderOptions()) throws -> UInt32 {
        try scene.image(4, 4, options: options) { content }[2, 2] & 0xFFFFFF
    }

    @Test func aColourSetIsPaintedInTheColourOfTheAppearanceWhereItIsDrawn() throws {
        #expect(try pixel(brand.viewNode) == 0xFF0000)
        #expect(try pixel(brand.viewNode, RenderOptions(appearance: .dark)) == 0x00FF00)
        #expect(try pixel(brand.environment("colorScheme") { $0.colorScheme = .dark }) == 0x00FF00)
        #expect(try pixel(brand.environment("colorScheme") { $0.colorScheme = .light }, RenderOptions(appearance: .dark)) == 0xFF0000)
        #expect(SystemColorPalette(appearance: .dark, increasedContrast: true).resolve(brand) == RGBAColor(red: 0, green: 0, blue: 1))
    }

    @Test func theAccentColourOfTheEnvironmentIsAccentColorAndTheDefaultTint() throws {
        let accent = { (view: ViewNode) in view.environment("accentColor") { $0.accentColor = Color(red: 0, green: 1, blue: 0) } }
        #expect(try pixel(accent(Color.accentColor.viewNode)) == 0x00FF00)
        #expect(try pixel(accent(Color.tint.viewNode)) == 0x00FF00)
        #expect(try pixel(accent(Color.tint.viewNode.environment("tint") { $0.tint = .red })) == 0xFF3B30)
        #expect(try pixel(Color.accentColor.viewNode) == 0x007AFF)
        // An accent colour set with a dark colour is painted in it in the dark.
        let darkAccent = Color.accentColor.viewNode.environment("accentColor") { $0.accentColor = brand }
        #expect(try pixel(darkAccent, RenderOptions(appearance: .dark)) == 0x00FF00)
    }
}
