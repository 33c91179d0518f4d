import Foundation

/// The iPhone's system font, San Francisco, as Core Text measures it (SEMANTICS §20): every size shares SF's vertical
/// metrics (ascender 1950, descender 494, cap height 1443 of 2048 units, no line gap); printable ASCII advances come
/// from iOS's own table (``SanFranciscoAdvances``), an accented letter advances as its base letter, SF Mono's
/// characters are all 1266/2048 em, and other characters take the `fallback` font's advance scaled to SF's mean
/// letter width for the size and weight. Lines of a text style are its HIG leading apart (``Font/lineAdvance``).
/// The rounded design measures as the default one; the serif design (New York) is not tabled and takes the
/// fallback's advances as they are. Not thread-safe: use one per thread.
public final class SanFranciscoMetrics: GlyphMetrics {
    static let unitsPerEm: Double = 2048
    static let ascender: Double = 1950 / unitsPerEm
    static let descender: Double = 494 / unitsPerEm
    static let capHeight: Double = 1443 / unitsPerEm
    static let monospacedAdvance: Double = 1266 / unitsPerEm

    /// Where advances of characters outside the table come from; nil gives each SF's mean letter advance.
    public let fallback: GlyphMetrics?
    private var fallbackScales: [Font: Double] = [:]

    public init(fallback: GlyphMetrics? = nil) {
        self.fallback = fallback
    }

    public func metrics(of font: Font) -> FontMetrics {
        let size = Double(font.size)
        return FontMetrics(
            ascender: size * Self.ascender, descender: -size * Self.descender, leading: 0, capHeight: size * Self.capHeight,
            lineAdvance: font.lineAdvance
        )
    }

    public func appendAdvances(of characters: Substring, in font: Font, to advances: inout [CGFloat]) {
        if font.design == .serif, let fallback {
            fallback.appendAdvances(of: characters, in: font, to: &advances)
            return
        }
        if font.design == .monospaced {
            advances += repeatElement(font.size * Self.monospacedAdvance, count: characters.count)
            return
        }
        let size = Double(font.size)
        // Printable ASCII, the common case, reads the table byte by byte.
        if characters.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in characters.utf8 {
                advances.append(SanFranciscoAdvances.advance(of: byte, size: size, weight: font.weight, italic: font.isItalic) ?? 0)
            }
            return
        }
        var untabled = characters.startIndex..<characters.startIndex
        for index in characters.indices {
            if let advance = tabledAdvance(of: characters[index], font: font) {
                appendFallbackAdvances(of: characters[untabled], font: font, to: &advances)
                advances.append(advance)
                untabled = characters.index(after: index)..<characters.index(after: index)
            } else {
                untabled = untabled.lowerBound..<characters.index(after: index)
            }
        }
        appendFallbackAdvances(of: characters[untabled], font: font, to: &advances)
    }

    /// The table's advance of a printable ASCII character, or of the base letter of one with combining marks (é).
    private func tabledAdvance(of character: Character, font: Font) -> CGFloat? {
        let scalars = character.unicodeScalars
        var base = scalars.first!
        if scalars.count == 1, !base.isASCII {
            let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            guard decomposed.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) else { return nil }
            base = decomposed.first!
        } else if !scalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) {
            return nil
        }
        guard base.isASCII else { return nil }
        return SanFranciscoAdvances.advance(of: UInt8(base.value), size: Double(font.size), weight: font.weight, italic: font.isItalic).map { CGFloat($0) }
    }

    private func appendFallbackAdvances(of characters: Substring, font: Font, to advances: inout [CGFloat]) {
        guard !characters.isEmpty else { return }
        let mean = SanFranciscoAdvances.averageLetterAdvance(size: Double(font.size), weight: font.weight, italic: font.isItalic)
        guard let fallback else {
            advances += repeatElement(CGFloat(mean), count: characters.count)
            return
        }
        let start = advances.count
        fallback.appendAdvances(of: characters, in: font, to: &advances)
        let scale = fallbackScale(for: font, mean: mean, fallback: fallback)
        for index in start..<advances.count { advances[index] *= scale }
    }

    /// SF's mean letter advance over the fallback font's, for `font`'s size and weight.
    private func fallbackScale(for font: Font, mean: Double, fallback: GlyphMetrics) -> Double {
        if let scale = fallbackScales[font] { return scale }
        var letters: [CGFloat] = []
        fallback.appendAdvances(of: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", in: font, to: &letters)
        let own = letters.reduce(0, +) / CGFloat(max(letters.count, 1))
        let scale = own > 0 ? mean / own : 1
        fallbackScales[font] = scale
        return scale
    }

    /// SF's tracking at `size` points, in points: the HIG's table (1/1000 em), interpolated between its sizes.
    static func tracking(at size: Double) -> Double {
        let table: [(size: Double, em: Double)] = [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
            (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
            (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
            (40, 10), (44, 8), (48, 8), (56, 6), (64, 4), (72, 2), (80, 0),
        ]
        let em: Double
        if size <= table[0].size {
            em = table[0].em
        } else if let upper = table.firstIndex(where: { $0.size >= size }) {
            let lower = table[upper - 1]
            em = lower.em + (size - lower.size) / (table[upper].size - lower.size) * (table[upper].em - lower.em)
        } else {
            em = 0
        }
        return em / 1000 * size
    }
}
