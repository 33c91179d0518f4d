import Foundation

/// The inspector panel's rows: each property of the selected view with its label and its value, and the "why this
/// size" section's steps, all wrapped to the panel's width so that none of their text is cut; the panel scrolls
/// when they are more than fit.
struct InspectorPanel {
    enum Face {
        case label, value, heading, step, reason
    }

    struct Row {
        var text: String
        /// From the panel's inner left edge.
        var indent: CGFloat
        var face: Face
        /// For a property's value: its label, on the same row.
        var label: String?
    }

    static let labelWidth: CGFloat = 78

    let rows: [Row]

    /// The rows of `lines` in a panel whose text is `width` wide (in window pixels, at the pen's scale).
    init(_ lines: [Inspector.Line], width: CGFloat, pen: ChromePen) {
        var rows: [Row] = []
        func wrapped(_ text: String, face: Face, indent: CGFloat, continuation: CGFloat, label: String? = nil) {
            Self.setFont(face, pen)
            for (index, line) in pen.wrap(text, maxWidth: width - indent - continuation).enumerated() {
                rows.append(Row(text: line, indent: indent + (index > 0 ? continuation : 0), face: face, label: index == 0 ? label : nil))
            }
        }
        let scale = pen.scale
        for line in lines {
            switch line.style {
            case .property: wrapped(line.value, face: .value, indent: Self.labelWidth * scale, continuation: 0, label: line.label)
            case .heading: rows.append(Row(text: line.label, indent: 0, face: .heading))
            case .step: wrapped(line.value, face: .step, indent: 0, continuation: 12 * scale)
            case .reason: wrapped(line.value, face: .reason, indent: 12 * scale, continuation: 0)
            }
        }
        self.rows = rows
    }

    /// Paints `rows` in `box`, its text from `inset` inside it, one row a line from its top.
    static func paint(_ rows: ArraySlice<Row>, in box: CGRect, inset: CGFloat, pen: ChromePen) {
        let scale = pen.scale
        for (index, row) in rows.enumerated() {
            let baseline = box.minY + CGFloat(index + 1) * ChromePen.lineHeight * scale - 4 * scale
            let x = box.minX + inset
            if let label = row.label {
                setFont(.label, pen)
                pen.draw(label, at: CGPoint(x: x, y: baseline), color: (0.4, 0.4, 0.45, 1))
            }
            setFont(row.face, pen)
            let color: ChromePen.RGBA = switch row.face {
            case .heading: (0.6, 0, 0.6, 1)
            case .reason: (0.28, 0.28, 0.33, 1)
            case .label: (0.4, 0.4, 0.45, 1)
            case .value, .step: (0.1, 0.1, 0.12, 1)
            }
            pen.draw(row.text, at: CGPoint(x: x + row.indent, y: baseline), color: color)
        }
    }

    private static func setFont(_ face: Face, _ pen: ChromePen) {
        switch face {
        case .label, .heading: pen.setFont(size: 11, bold: true)
        case .value, .step: pen.setFont(size: 11, monospaced: true)
        case .reason: pen.setFont(size: 11)
        }
    }
}
