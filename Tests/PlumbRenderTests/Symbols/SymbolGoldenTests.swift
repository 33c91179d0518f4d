import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct SymbolGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    @Test func builtInSymbolsInBodyAndTitle() throws {
        var children: [SolvedNode] = []
        for (index, name) in SymbolLibrary.names.enumerated() {
            let x = 12 + CGFloat(index % 6) * 44
            let y = 12 + CGFloat(index / 6) * 40
            children.append(fixtures.symbol(name, at: CGPoint(x: x, y: y), font: index % 2 == 0 ? .body : .title2, color: index % 3 == 0 ? .blue : nil))
        }
        let image = try Renderer(measurer: fixtures.measurer).renderImage(fixtures.tree(280, 140, children)).output
        try Golden.check(image, named: "symbols")
    }

    @Test func unknownSymbolsArePlaceholdersWithAWarning() throws {
        let unknown = fixtures.symbol("sparkles.rectangle.stack", at: CGPoint(x: 10, y: 10), font: .largeTitle)
        let asset = fixtures.node(.image(ImageContent(name: "Logo", isSystemSymbol: false, naturalSize: CGSize(width: 80, height: 50))), rect(70, 10, 80, 50))
        let result = try Renderer(measurer: fixtures.measurer).renderImage(fixtures.tree(160, 70, [unknown, asset]))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("sparkles.rectangle.stack") == true)
        try Golden.check(result.output, named: "symbols-placeholders")
    }
}
