import Foundation
import Testing
@testable import PlumbLayout

/// Widths are sums of San Francisco's advances from `shared/text/sf-metrics.csv` (iOS 26.1), added up outside Plumb;
/// the Swift table stores them in 1/4096 point, so sums agree to a few thousandths of a point.
@Suite struct SanFranciscoMetricsTests {
    let metrics = SanFranciscoMetrics()

    func width(_ string: String, _ font: Font) -> CGFloat {
        var advances: [CGFloat] = []
        metrics.appendAdvances(of: Substring(string), in: font, to: &advances)
        return advances.reduce(0, +)
    }

    @Test func verticalMetricsAreSanFranciscosAtEverySize() {
        let body = metrics.metrics(of: .body)
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == -4.1005859375)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.capHeight == CGFloat(17 * 1443) / 2048)
        #expect(body.leading == 0)
        #expect(metrics.metrics(of: .subheadline).lineHeight == 17.900390625)
        #expect(metrics.metrics(of: .system(size: 33)).lineHeight == 39.380859375)
        #expect(metrics.metrics(of: Font.body.weight(.black)).lineHeight == 20.287109375)
    }

    @Test func linesOfATextStyleAreItsLeadingApartAndOtherFontsTheirLineHeight() {
        #expect(metrics.metrics(of: .body).lineAdvance == 22)
        #expect(metrics.metrics(of: .title).lineAdvance == 34)
        #expect(metrics.metrics(of: .caption2).lineAdvance == 13)
        #expect(metrics.metrics(of: .system(size: 17)).lineAdvance == 20.287109375)
    }

    @Test(arguments: [
        ("Hello, World!", Font.system(size: 17), 98.18994140625),
        ("Some SwiftUI text", .body, 136.19091796875),
        ("Settings", .headline, 66.35820031166077),
        ("Total: $1,234.56", .system(size: 13, weight: .bold), 108.06884765625),
        ("Large Title", Font.largeTitle.bold(), 167.20263671875),
        ("caption text", .caption2, 62.48193359375),
        ("Light 22 point", .system(size: 22, weight: .light), 128.71448989647615),
        ("Black heavy", .system(size: 28, weight: .black), 169.421875),
        ("Italic words", Font.body.italic(), 86.71826171875),
        ("Quick brown fox", .system(size: 20, weight: .medium), 146.69478639028966),
    ])
    func asciiWidthsAreTheSumsOfTheTablesAdvances(string: String, font: Font, expected: CGFloat) {
        #expect(abs(width(string, font) - expected) < 0.002)
    }

    @Test func sizesBetweenRowsInterpolate() {
        // "a" is 8.868 at 17 pt and 9.280 at 17.5: halfway at 17.25.
        #expect(abs(width("a", .system(size: 17.25)) - 9.074211776256561) < 0.001)
    }

    @Test func sizesOutsideTheTableScaleTheShapeAndTakeTheirTracking() {
        // At 48 pt the 40-pt shapes are 1.2 times as wide and the tracking is 8/1000 em instead of 10/1000.
        let at40 = width("H", .system(size: 40)) - 0.4
        #expect(abs(width("H", .system(size: 48)) - (at40 * 1.2 + 0.384)) < 0.001)
    }

    @Test func accentedLettersAdvanceAsTheirBaseLetter() {
        #expect(width("é", .body) == width("e", .body))
        #expect(width("Ñandú", .body) == width("Nandu", .body))
        #expect(width("e", .body) == 9.2802734375)
    }

    @Test func monospacedCharactersAreAll1266UnitsWide() {
        #expect(width("iW", Font.body.monospaced()) == CGFloat(2 * 17 * 1266) / 2048)
        #expect(width("→", Font.body.monospaced()) == CGFloat(17 * 1266) / 2048)
    }

    @Test func charactersOutsideTheTableTakeTheMeanLetterAdvanceWithoutAFallback() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let mean = width(letters, .body) / 52
        #expect(abs(width("→", .body) - mean) < 1e-9)
        #expect(abs(width("a→b", .body) - (width("ab", .body) + mean)) < 1e-9)
    }

    @Test func aFallbackFontIsScaledToSanFranciscosMeanLetterWidth() {
        let fallback = FixedWidthGlyphs(advance: 10)
        let metrics = SanFranciscoMetrics(fallback: fallback)
        var advances: [CGFloat] = []
        metrics.appendAdvances(of: "x→", in: .body, to: &advances)
        let mean = width("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", .body) / 52
        #expect(advances[0] == width("x", .body))
        #expect(abs(advances[1] - mean) < 1e-9)
    }

    @Test func trackingFollowsTheHIGTable() {
        #expect(SanFranciscoMetrics.tracking(at: 17) == -0.026 * 17)
        #expect(SanFranciscoMetrics.tracking(at: 12) == 0)
        #expect(abs(SanFranciscoMetrics.tracking(at: 38) - 0.010 * 38) < 1e-12)
        #expect(SanFranciscoMetrics.tracking(at: 96) == 0)
    }
}

/// Every character `advance` wide, its vertical metrics SF's.
final class FixedWidthGlyphs: GlyphMetrics {
    let advance: CGFloat

    init(advance: CGFloat) { self.advance = advance }

    func metrics(of font: Font) -> FontMetrics { SanFranciscoMetrics().metrics(of: font) }

    func appendAdvances(of characters: Substring, in font: Font, to advances: inout [CGFloat]) {
        advances += repeatElement(advance, count: characters.count)
    }
}
