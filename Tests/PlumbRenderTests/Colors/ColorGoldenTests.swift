import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ColorGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    @Test(arguments: Appearance.allCases)
    func systemColoursAndLiterals(appearance: Appearance) throws {
        let colors = Color.systemNames.map { Color(named: $0) } + [
            Color(red: 0.2, green: 0.6, blue: 0.4), Color(red: 1, green: 0.5, blue: 0, opacity: 0.5), Color.blue.opacity(0.3),
        ]
        let children = colors.enumerated().map { index, color in
            fixtures.node(.color(color), rect(8 + CGFloat(index % 11) * 28, 8 + CGFloat(index / 11) * 28, 24, 24))
        }
        let image = try Renderer(measurer: fixtures.measurer).renderImage(fixtures.tree(316, 64, children), options: RenderOptions(appearance: appearance)).output
        try Golden.check(image, named: "colors-\(appearance)")
    }
}
