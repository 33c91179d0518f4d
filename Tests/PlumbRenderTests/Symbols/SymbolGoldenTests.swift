import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct SymbolGoldenTests {
    let scene = SceneRenderer()

    @Test func builtInSymbolsInBodyAndTitle() throws {
        let names = SymbolLibrary.names
        let columns = 10
        let rows = (names.count + columns - 1) / columns
        let image = try scene.image(420, CGFloat(rows * 40 + 10)) {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(stride(from: 0, to: names.count, by: columns).map { $0 }) { start in
                    HStack(spacing: 16) {
                        ForEach(start..<min(start + columns, names.count)) { index in
                            Image(systemName: names[index])
                                .font(index % 2 == 0 ? .body : .title2)
                                .foregroundColor(index % 3 == 0 ? .blue : nil)
                        }
                    }
                }
            }
        }
        try Golden.check(image, named: "symbols")
    }

    @Test func labelWithSymbolInABoldButtonFont() throws {
        let image = try scene.image(200, 50) {
            HStack {
                Image(systemName: "star.fill")
                Text("Favourite")
            }
            .font(Font.headline)
            .foregroundColor(.orange)
        }
        try Golden.check(image, named: "symbols-label")
    }

    @Test func unknownSymbolsArePlaceholdersWithAWarning() throws {
        let tree = scene.solve(180, 80) {
            HStack(spacing: 10) {
                Image(systemName: "sparkles.rectangle.stack").font(.largeTitle)
                Image("Logo", size: CGSize(width: 80, height: 50))
            }
        }
        let result = try scene.render(tree)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("sparkles.rectangle.stack") == true)
        try Golden.check(result.output, named: "symbols-placeholders")
    }
}
