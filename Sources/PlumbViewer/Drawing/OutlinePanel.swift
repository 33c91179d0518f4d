import Foundation

/// The outline panel's lines: each row of the ``Outline`` indented by its depth, behind a disclosure triangle when
/// it stands for a chain of modifiers, its title wrapped to the panel's width.
struct OutlinePanel {
    struct Line {
        /// The outline row the line belongs to.
        var row: Int
        var text: String
        /// From the panel's inner left edge.
        var indent: CGFloat
        /// Whether the line starts its row and the row has a disclosure triangle before it.
        var disclosure: String?
    }

    static let indentPerDepth: CGFloat = 12
    static let disclosureWidth: CGFloat = 12

    let lines: [Line]

    /// The lines of `outline` in a panel whose text is `width` wide (window pixels).
    init(_ outline: Outline, width: CGFloat, pen: ChromePen) {
        pen.setFont(size: 11, monospaced: true)
        let scale = pen.scale
        var lines: [Line] = []
        for (index, row) in outline.rows.enumerated() {
            let indent = min(CGFloat(row.depth) * Self.indentPerDepth * scale, width / 2) + Self.disclosureWidth * scale
            for (part, text) in pen.wrap(row.title, maxWidth: width - indent).enumerated() {
                let disclosure = part == 0 && row.chain != nil ? (row.isExpanded ? "▾" : "▸") : nil
                lines.append(Line(row: index, text: text, indent: indent, disclosure: disclosure))
            }
        }
        self.lines = lines
    }
}
