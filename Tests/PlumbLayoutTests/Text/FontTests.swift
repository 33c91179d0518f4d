import Foundation
import Testing
@testable import PlumbLayout

/// Found by fuzzing: a `.font(.system(size: 0))` or `size: .nan` text trapped while it was measured.
@Test(arguments: [0, -5, CGFloat.nan, CGFloat.infinity, -CGFloat.infinity])
func aFontSizeThatIsNotPositiveAndFiniteIs12Points(size: CGFloat) {
    #expect(Font.system(size: size).size == 12)
    var font = Font.body
    font.size = size
    #expect(font.size == 12)
}

@Test func aFontSizeIsAtMostAMillionPoints() {
    #expect(Font.system(size: 1e300).size == 1_000_000)
    #expect(Font.system(size: 999_999).size == 999_999)
}

@Test(arguments: [0, CGFloat.nan])
func textInAnUnusableFontSizeIsSetAt12Points(size: CGFloat) {
    let typesetter = TextTypesetter(glyphs: SanFranciscoMetrics()) { _, _, font, _ in CGSize(width: font.size, height: font.size) }
    let proposal = ProposedViewSize(width: 100, height: 100)
    #expect(typesetter.measure(TextRun("Hello", font: .system(size: size)), proposal: proposal)
        == typesetter.measure(TextRun("Hello", font: .system(size: 12)), proposal: proposal))
}
