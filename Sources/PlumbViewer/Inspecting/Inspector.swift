import Foundation
import PlumbLayout

/// The inspector panel's text for the selected view: why it is where it is.
public enum Inspector {
    /// One line of the panel: a label (may be empty for continuation lines) and its value; or, in the "why this
    /// size" section, its heading or a step of the explanation, which run across the panel.
    public struct Line: Hashable, Sendable {
        public enum Style: Hashable, Sendable {
            /// A label and its value.
            case property
            /// The section's title, in `label`.
            case heading
            /// A step's view, proposal and answer, in `value`; its reasons follow, wrapped.
            case step
            case reason
        }

        public var label: String
        public var value: String
        public var style: Style

        public init(_ label: String, _ value: String, style: Style = .property) {
            self.label = label
            self.value = value
            self.style = style
        }
    }

    /// Where `location` is, as the inspector writes it: the file's name, line and column (`Scene.swift:4:14`).
    static func place(_ location: SourceLocation) -> String {
        "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column)"
    }

    /// Where `node` is written in the scene ("source") and, when a method of the file made it, where that method is
    /// ("defined at"), labelled, in that order.
    static func places(of node: SolvedNode) -> [(label: String, location: SourceLocation)] {
        [("source", node.source), ("defined at", node.definition)].compactMap { label, location in location.map { (label, $0) } }
    }

    /// The lines for `node`, whose parent (if any) is `parent`; `text` gives the text of a source line. Its source is
    /// its place in the scene; when a method of the file made it there (an extension's modifier), where the method
    /// did follows, "defined at". When modifiers wrap it, `alignedAs` is the outermost — what its container aligned —
    /// and its guides follow. Why the view has its size follows its size, step by step from the root (`explanation`).
    public static func lines(
        for node: SolvedNode, parent: SolvedNode?, alignedAs wrapper: SolvedNode? = nil, text: (SourceLocation) -> String? = { _ in nil },
        explanation: SizeExplanation? = nil
    ) -> [Line] {
        var lines = [Line("kind", describeKind(node))]
        if let id = ViewIdentity.explicitID(of: node) { lines.append(Line("id", "\(id.base)")) }
        for (label, location) in places(of: node) {
            lines.append(Line(label, place(location)))
            if let line = text(location) { lines.append(Line("", line.trimmingCharacters(in: .whitespaces))) }
        }
        lines.append(Line("proposal", "\(node.proposal)"))
        lines.append(Line("size", "\(formatLength(node.size.width)) × \(formatLength(node.size.height))"))
        if let explanation {
            lines.append(Line("why this size", "", style: .heading))
            for step in explanation.lines {
                lines += [Line("", step.heading, style: .step), Line("", step.reason, style: .reason)]
            }
        }
        lines.append(Line("global", describe(node.frame)))
        let origin = parent?.frame.origin ?? .zero
        lines.append(Line("in parent", describe(node.frame.offsetBy(dx: -origin.x, dy: -origin.y))))
        lines += guideLines(node.guides, label: "guides")
        if let wrapper, !wrapper.guides.isEmpty {
            lines.append(Line("aligned as", "\(describeKind(wrapper)) \(describe(wrapper.frame))"))
            lines += guideLines(wrapper.guides, label: "its guides")
        }
        for (index, line) in node.alignmentLines.enumerated() {
            lines.append(Line(index == 0 ? "aligns on" : "", "\(line.key.name) at \(formatLength(line.position))"))
        }
        for (index, anchor) in node.anchors.enumerated() {
            lines.append(Line(index == 0 ? "anchors" : "", "\(anchor.key.name) = \(describe(anchor.value))"))
        }
        for (index, preference) in node.preferences.enumerated() {
            lines.append(Line(index == 0 ? "preferences" : "", "\(preference.key.name) = \(preference.value)"))
        }
        lines.append(Line("priority", formatLength(node.priority)))
        return lines
    }

    private static func guideLines(_ guides: [GuideValue], label: String) -> [Line] {
        guides.enumerated().map { index, guide in
            let name = "\(guide.key.axis == .horizontal ? "h" : "v").\(guide.key.name)"
            return Line(index == 0 ? label : "", "\(name) = \(formatLength(guide.value))\(guide.isExplicit ? "  (explicit)" : "")")
        }
    }

    static func describeKind(_ node: SolvedNode) -> String {
        switch node.kind {
        case .text(let string, _): "Text(\"\(string)\")"
        case .color(let color): "Color \(color)"
        case .gradient(let gradient): gradient.description
        case .frame(let width, let height, _):
            "frame(width: \(width.map(formatLength) ?? "nil"), height: \(height.map(formatLength) ?? "nil"))"
        case .padding(let insets):
            "padding(\(formatLength(insets.top)), \(formatLength(insets.leading)), \(formatLength(insets.bottom)), \(formatLength(insets.trailing)))"
        case .stack(_, let alignment, let spacing):
            "\(node.kindName)(alignment: .\(alignment.name), spacing: \(spacing.map(formatLength) ?? "default"))"
        case .offset(let size): "offset(x: \(formatLength(size.width)), y: \(formatLength(size.height)))"
        default: node.kindName
        }
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(formatLength(rect.minX)), \(formatLength(rect.minY))) \(formatLength(rect.width)) × \(formatLength(rect.height))"
    }

    static func describe(_ anchor: AnchorStorage) -> String {
        switch anchor {
        case .rect(let rect): describe(rect)
        case .point(let point): "(\(formatLength(point.x)), \(formatLength(point.y)))"
        case .array(let items): "[" + items.map(describe).joined(separator: ", ") + "]"
        case .optional(let item): item.map(describe) ?? "nil"
        }
    }
}
