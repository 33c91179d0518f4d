import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct SystemColorPaletteTests {
    @Test func namedColoursResolveToIOSValues() {
        let light = SystemColorPalette(appearance: .light)
        let dark = SystemColorPalette(appearance: .dark)
        #expect(light.resolve(.blue) == RGBAColor(0, 122, 255))
        #expect(dark.resolve(.blue) == RGBAColor(10, 132, 255))
        #expect(light.resolve(.accentColor) == light.resolve(.blue))
        #expect(light.resolve(.primary) == RGBAColor(0, 0, 0))
        #expect(dark.resolve(.primary) == RGBAColor(255, 255, 255))
        #expect(light.resolve(.secondary)?.alpha == 0.6)
        #expect(light.resolve(.clear)?.isInvisible == true)
    }

    @Test func hierarchicalStylesAreTheLabelColourFainter() {
        let light = SystemColorPalette(appearance: .light)
        #expect(light.resolve(Color(named: "tertiary")) == RGBAColor(60, 60, 67, alpha: 0.3))
        #expect(light.resolve(Color(named: "quaternary")) == RGBAColor(60, 60, 67, alpha: 0.18))
        #expect(SystemColorPalette(appearance: .dark).resolve(Color(named: "quaternary")) == RGBAColor(235, 235, 245, alpha: 0.16))
    }

    @Test func uiKitColoursResolveToIOSValues() {
        let light = SystemColorPalette(appearance: .light), dark = SystemColorPalette(appearance: .dark)
        #expect(light.resolve(Color(named: "secondarySystemBackground")) == RGBAColor(242, 242, 247))
        #expect(dark.resolve(Color(named: "secondarySystemBackground")) == RGBAColor(28, 28, 30))
        #expect(light.resolve(Color(named: "systemGray4")) == RGBAColor(209, 209, 214))
        #expect(light.background == RGBAColor(255, 255, 255))
        #expect(dark.groupedRowBackground == RGBAColor(28, 28, 30))
    }

    @Test func everySystemNameResolves() {
        for name in Color.systemNames + Color.hierarchicalNames + Color.uiKitNames {
            #expect(SystemColorPalette(appearance: .light).named(name) != nil, "\(name)")
        }
    }

    @Test func literalsAndOpacityPassThrough() {
        let palette = SystemColorPalette(appearance: .light)
        #expect(palette.resolve(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)) == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(palette.resolve(Color.red.opacity(0.5))?.alpha == 0.5)
        #expect(palette.resolve(Color(named: "brandPurple")) == nil)
    }
}
