import CPangoCairo
import Foundation

/// Moves the glyphs of a shaped one-line layout to the measured advances: each cluster gets the width of the
/// characters it draws, its glyphs centred in that width less the characters' tracking (which follows them), so the
/// painted line is exactly as wide as the measured one and every character starts where the typesetter put it (no
/// drift along long lines).
enum GlyphPlacement {
    /// Places `layout`'s glyphs at `advances`, one per character of `text` (the layout's text), of which `tracking`
    /// is the space after the glyph.
    static func place(_ layout: OpaquePointer, text: String, advances: [CGFloat], tracking: [CGFloat]) {
        let positions = penPositions(text: text, advances: advances)
        let trackingPositions = penPositions(text: text, advances: tracking)
        var lines = pango_layout_get_lines(layout)
        while let node = lines {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs = line.pointee.runs
            while let runNode = runs {
                place(runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee, positions: positions, tracking: trackingPositions)
                runs = runNode.pointee.next
            }
            lines = node.pointee.next
        }
    }

    /// The pen position at each byte of `text`: at a character's first byte, the advances before it; inside a
    /// character, the position of the next one.
    private static func penPositions(text: String, advances: [CGFloat]) -> [CGFloat] {
        let byteCount = text.utf8.count
        var positions = [CGFloat](repeating: .nan, count: byteCount + 1)
        var x: CGFloat = 0
        var offset = 0
        for (index, character) in text.enumerated() {
            positions[offset] = x
            x += index < advances.count ? advances[index] : 0
            offset += character.utf8.count
        }
        positions[byteCount] = x
        for byte in stride(from: byteCount - 1, through: 0, by: -1) where positions[byte].isNaN { positions[byte] = positions[byte + 1] }
        return positions
    }

    private static func place(_ run: PangoGlyphItem, positions: [CGFloat], tracking: [CGFloat]) {
        let glyphs = run.glyphs.pointee
        let count = Int(glyphs.num_glyphs)
        guard count > 0 else { return }
        let itemStart = Int(run.item.pointee.offset)
        let itemEnd = itemStart + Int(run.item.pointee.length)
        // Where each cluster of the item ends: the next cluster's start in logical order.
        let starts = Set((0..<count).map { itemStart + Int(glyphs.log_clusters[$0]) }).sorted()
        var index = 0
        while index < count {
            let cluster = Int(glyphs.log_clusters[index])
            var end = index
            var width: Int32 = 0
            while end < count, glyphs.log_clusters[end] == cluster {
                width += glyphs.glyphs[end].geometry.width
                end += 1
            }
            let start = itemStart + cluster
            let next = starts.first { $0 > start } ?? itemEnd
            let clamp = { (byte: Int) in min(max(byte, 0), positions.count - 1) }
            func pango(_ value: CGFloat) -> Int32 { Int32((value * CGFloat(PANGO_SCALE)).rounded()) }
            let target = pango(positions[clamp(next)] - positions[clamp(start)])
            let trailing = pango(tracking[clamp(next)] - tracking[clamp(start)])
            let shift = (target - trailing - width) / 2
            if shift != 0 { for glyph in index..<end { glyphs.glyphs[glyph].geometry.x_offset += shift } }
            glyphs.glyphs[end - 1].geometry.width += target - width
            index = end
        }
    }
}
