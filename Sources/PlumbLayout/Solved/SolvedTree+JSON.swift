import Foundation

extension SolvedTree {
    /// The solved tree as JSON, for scripts and CI (`plumb solve --json`):
    /// `{"size": {"width": W, "height": H}, "root": NODE}`, each NODE with `kind`, `id` (string or null),
    /// `frame` (global, moved by the offsets outside the view), `layoutFrame` (before offsets), `proposal`,
    /// `source`, `priority`, `arguments` (``ViewKind/layoutArguments``), `text` (for Text), `guides`, `anchors` and
    /// `children`. Keys keep this order.
    public var json: String {
        var out = ""
        out += "{\"size\": " + Self.json(size) + ", \"safeAreaInsets\": " + Self.json(safeAreaInsets) + ", \"root\": "
        Self.write(root, into: &out)
        out += "}"
        return out
    }

    private static func write(_ node: SolvedNode, into out: inout String) {
        out += "{\"kind\": " + node.kindName.jsonLiteral()
        out += ", \"id\": " + (node.id.map { "\($0.base)".jsonLiteral() } ?? "null")
        out += ", \"frame\": " + json(node.frame)
        out += ", \"layoutFrame\": " + json(node.layoutFrame)
        out += ", \"proposal\": {\"width\": " + number(node.proposal.width) + ", \"height\": " + number(node.proposal.height) + "}"
        out += ", \"source\": " + (node.source.map { "{\"file\": \($0.file.jsonLiteral()), \"line\": \($0.line), \"column\": \($0.column)}" } ?? "null")
        out += ", \"priority\": " + number(CGFloat(node.priority))
        out += ", \"arguments\": " + (node.kind.layoutArguments?.jsonLiteral() ?? "null")
        if case .text(let text, _) = node.kind { out += ", \"text\": " + text.jsonLiteral() }
        out += ", \"guides\": [" + node.guides.map { guide in
            "{\"alignment\": \(guide.key.name.jsonLiteral()), \"axis\": \((guide.key.axis == .horizontal ? "horizontal" : "vertical").jsonLiteral()), \"value\": \(number(guide.value)), \"explicit\": \(guide.isExplicit)}"
        }.joined(separator: ", ") + "]"
        out += ", \"anchors\": [" + node.anchors.map { anchor in
            "{\"key\": \(anchor.key.name.jsonLiteral()), \"value\": \(json(anchor.value))}"
        }.joined(separator: ", ") + "]"
        out += ", \"children\": ["
        for (index, child) in node.children.enumerated() {
            if index > 0 { out += ", " }
            write(child, into: &out)
        }
        out += "]}"
    }

    private static func json(_ anchor: AnchorStorage) -> String {
        switch anchor {
        case .rect(let rect): "{\"rect\": \(json(rect))}"
        case .point(let point): "{\"point\": {\"x\": \(number(point.x)), \"y\": \(number(point.y))}}"
        case .array(let items): "[" + items.map(json).joined(separator: ", ") + "]"
        case .optional(let item): item.map(json) ?? "null"
        }
    }

    private static func json(_ rect: CGRect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    private static func json(_ size: CGSize) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }

    private static func json(_ insets: EdgeInsets) -> String {
        "{\"top\": \(number(insets.top)), \"leading\": \(number(insets.leading)), \"bottom\": \(number(insets.bottom)), \"trailing\": \(number(insets.trailing))}"
    }

    /// A JSON number; `null` for nil and for values JSON cannot hold (infinity, NaN).
    private static func number(_ value: CGFloat?) -> String {
        guard let value, value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(Double(value))"
    }
}
