import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct SymbolVariantTests {
    @Test func aSymbolUnderVariantsIsTheMostSpecificNameTheLibraryDraws() {
        #expect(SymbolLibrary.knownSymbol(named: "heart", variants: .fill)?.name == "heart.fill")
        #expect(SymbolLibrary.knownSymbol(named: "checkmark", variants: .circle.fill)?.name == "checkmark.circle.fill")
        #expect(SymbolLibrary.knownSymbol(named: "chevron.right", variants: .fill)?.name == "chevron.right")
        #expect(SymbolLibrary.knownSymbol(named: "no.such.symbol", variants: .fill) == nil)
    }

    /// A 60-point heart centred in a 100 × 100 window, under `variants`.
    private func heart(_ variants: SymbolVariants) throws -> RenderedImage {
        let measurer = PangoTextMeasurer()
        let view = Image(systemName: "heart").font(.system(size: 60)).foregroundColor(.red).symbolVariant(variants)
        let tree = LayoutEngine(measurer: measurer).solve(view, in: CGSize(width: 100, height: 100))
        return try Renderer(measurer: measurer).renderImage(tree).output
    }

    @Test func theFillVariantPaintsTheSymbolsInside() throws {
        let white: UInt32 = 0xFFFF_FFFF
        let outline = try heart(.none)
        let filled = try heart(.fill)
        #expect(outline[50, 50] == white)
        #expect(filled[50, 50] != white)
        #expect(filled[50, 50] == filled[45, 55])
    }
}
