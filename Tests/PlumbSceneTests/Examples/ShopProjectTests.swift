import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

/// `examples/Projects/Shop`: a SwiftPM app whose views, model and theme are in separate files, with an asset
/// catalog and a local package (FlowKit) holding the `TagFlow` layout the card imports.
private let card = "Projects/Shop/Sources/Shop/Views/ProductCard.swift"

@Test func aFileOfTheShopLoadsWithItsModuleAndPackage() throws {
    let document = ExampleFile.document(card)
    #expect(document.loadDiagnostics.map(\.description) == [])
    #expect(document.previews.indices.map(document.title(ofPreview:)) == ["ProductCard.swift:Card", "ProductCard.swift:Card dark", "ProductGrid.swift:1"])
    #expect(document.initialPreview == 0)
    #expect(document.previewIndex(named: "ProductGrid.swift:1") == 2)
    #expect(document.previewIndex(named: "Card dark") == 1)
    #expect(document.previewIndex(named: "2") == 1)
}

@Test func tagsWrapInThePackagesLayout() throws {
    let document = ExampleFile.document(card)
    let solution = document.solve(SolveRequest(preview: 0))
    #expect(solution.diagnostics.map(\.description) == [])
    // "Oak tray"'s four tags in a card whose content is 184 wide (240 less the preview's 16 and the card's 12 on each
    // side): labels of 40, 58 and 64 with 6 between them fill 174 of a row; "gift" (40) wraps to the second row, one
    // label (22.4) and the spacing (6) below. Each text sits inside its label's 8-pt horizontal and 4-pt vertical padding.
    let frames = ["wood", "serving", "handmade", "gift"].map { solution.text($0)?.frame }
    let expected = [
        CGRect(x: 36, y: 52.8, width: 24, height: 14.4), CGRect(x: 82, y: 52.8, width: 42, height: 14.4),
        CGRect(x: 146, y: 52.8, width: 48, height: 14.4), CGRect(x: 36, y: 81.2, width: 24, height: 14.4),
    ]
    #expect(zip(frames, expected).allSatisfy { $0?.isClose(to: $1) == true }, "\(frames)")
}

@Test func theFolderShowsItsModulesFirstPreview() throws {
    let document = ExampleFile.document("Projects/Shop")
    #expect(document.loadDiagnostics.map(\.description) == [])
    #expect(document.previews.count == 3)
    #expect(document.primaryFile == nil)
    let solution = document.solve(SolveRequest(preview: document.initialPreview))
    #expect(solution.texts.contains("Oak tray"))
}

@Test func theBrandColourComesFromTheModulesCatalogInBothAppearances() throws {
    let solution = ExampleFile.document(card).solve(SolveRequest(preview: 0))
    let capsules = solution.tree?.root.all { if case .shape(.capsule, _) = $0.kind { true } else { false } } ?? []
    #expect(capsules.count == 4)
    guard case .shape(_, ShapePaint.fill(.color(let brand)?, _))? = capsules.first?.kind else { Issue.record("no filled capsule"); return }
    // Brand.colorset: 0xC8 0x6B 0x2E, and 0xF0 0x9A 0x5C when dark.
    #expect([brand.red, brand.green, brand.blue].map { ($0 * 255).rounded() } == [0xC8, 0x6B, 0x2E])
    let dark = try #require(brand.appearances[ColorAppearance(scheme: .dark)])
    #expect([dark.red, dark.green, dark.blue].map { ($0 * 255).rounded() } == [0xF0, 0x9A, 0x5C])
}
