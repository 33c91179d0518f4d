import Foundation

/// The iPhone's system font, San Francisco, as Core Text measures it (SEMANTICS §20): every size shares SF's vertical
/// metrics (ascender 1950, descender 494, cap height 1443 of 2048 units, no line gap); printable ASCII advances come
/// from iOS's own table (``SanFranciscoAdvances``), an accented letter advances as its base letter, SF Mono's
/// characters are all 1266/2048 em, and other characters take the `fallback` font's advance scaled to SF's mean
/// letter width for the size and weight. Lines of a text style are its HIG leading apart, other fonts' a line height.
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
    private var fallbackScales: [Font: CGFloat] = [:]
    /// The advances of U+0020…U+007E in each font measured so far.
    private var asciiAdvances: [Font: [CGFloat]] = [:]
    /// The advances of other characters in each font measured so far.
    private var otherAdvances: [Font: [Character: CGFloat]] = [:]

    public init(fallback: GlyphMetrics? = nil) {
        self.fallback = fallback
    }

    public func metrics(of font: Font) -> FontMetrics {
        let size = Double(font.size)
        return FontMetrics(
            ascender: size * Self.ascender, descender: -size * Self.descender, leading: 0, capHeight: size * Self.capHeight,
            lineAdvance: font.style?.leading(atSize: font.size)
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
        let row = asciiRow(for: font)
        // Printable ASCII, the common case, reads the font's row byte by byte.
        if characters.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in characters.utf8 { advances.append(row[Int(byte - 0x20)]) }
            return
        }
        for character in characters {
            if let byte = character.asciiValue, byte >= 0x20, byte < 0x7F {
                advances.append(row[Int(byte - 0x20)])
            } else {
                advances.append(advance(of: character, font: font))
            }
        }
    }

    /// A character's advance outside printable ASCII, worked out once per font.
    private func advance(of character: Character, font: Font) -> CGFloat {
        if let advance = otherAdvances[font]?[character] { return advance }
        let advance = tabledAdvance(of: character, font: font) ?? fallbackAdvance(of: character, font: font)
        otherAdvances[font, default: [:]][character] = advance
        return advance
    }

    private func asciiRow(for font: Font) -> [CGFloat] {
        if let row = asciiAdvances[font] { return row }
        let row = (UInt8(0x20)..<0x7F).map {
            CGFloat(SanFranciscoAdvances.advance(of: $0, size: Double(font.size), weight: font.weight, italic: font.isItalic) ?? 0)
        }
        asciiAdvances[font] = row
        return row
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
        guard base.value >= 0x20, base.value < 0x7F else { return nil }
        return asciiRow(for: font)[Int(base.value) - 0x20]
    }

    /// The letters A–Z and a–z, whose mean advance characters outside the table are scaled to.
    private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    /// SF's mean letter advance in `font`, from the font's row.
    private func meanLetterAdvance(_ font: Font) -> CGFloat {
        let row = asciiRow(for: font)
        return Self.letters.utf8.reduce(0) { $0 + row[Int($1 - 0x20)] } / CGFloat(Self.letters.utf8.count)
    }

    /// The fallback font's advance scaled to SF's mean letter width, or that mean without a fallback.
    private func fallbackAdvance(of character: Character, font: Font) -> CGFloat {
        guard let fallback else { return meanLetterAdvance(font) }
        var advances: [CGFloat] = []
        fallback.appendAdvances(of: Substring(String(character)), in: font, to: &advances)
        return advances.reduce(0, +) * fallbackScale(for: font, fallback: fallback)
    }

    /// SF's mean letter advance over the fallback font's, for `font`'s size and weight.
    private func fallbackScale(for font: Font, fallback: GlyphMetrics) -> CGFloat {
        if let scale = fallbackScales[font] { return scale }
        var letters: [CGFloat] = []
        fallback.appendAdvances(of: Substring(Self.letters), in: font, to: &letters)
        let own = letters.reduce(0, +) / CGFloat(max(letters.count, 1))
        let scale = own > 0 ? meanLetterAdvance(font) / own : 1
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
